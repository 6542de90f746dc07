// The strapping table editor's form (spec 001 §3.3 StrappingTable; issue 19): the chart's rows are
// typed or pasted from a spreadsheet into one box, either one volume per row (the level rising by
// the step) or two columns, level then volume, whose levels give the step. The parsed body is the
// save's (strappingTableSaveSchema), so the messages are the server's.
import { fieldMessage } from '@ullage/domain/validation';
import type { StrappingTableDto } from '@ullage/domain/tanks/api';
import { z } from 'zod';

export interface PastedRows {
  /** Volumes, bottom first. */
  volumes: number[];
  /** The step the level column gives; null when only volumes were given. */
  step: number | null;
}

export const PASTE_NOT_A_NUMBER = (row: number) => fieldMessage('Table Values', `row ${row} is not a number`);
export const PASTE_UNEVEN_LEVELS = fieldMessage('Table Values', 'the levels must start at 0 and rise by the same step');

/** A spreadsheet cell as a number: "1,234.5" and "1234,5" both read; anything else is NaN. */
function cellNumber(cell: string): number {
  const c = cell.trim().replace(/\s/g, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(c)) return Number(c.replace(/,/g, ''));
  if (/^-?\d+,\d+$/.test(c)) return Number(c.replace(',', '.'));
  return c === '' ? Number.NaN : Number(c);
}

/** The rows of pasted or typed text: cells split on tabs (a spreadsheet's copy) or, without tabs,
 * on semicolons or spaces. A first row that is not numbers is a header and is skipped. */
export function parseStrappingRows(text: string): PastedRows | { error: string } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const rows = lines.map((l) => (l.includes('\t') ? l.split('\t') : l.split(/[;\s]+/)).map(cellNumber));
  if (rows[0]?.some((n) => Number.isNaN(n))) rows.shift();
  const bad = rows.findIndex((r) => r.length === 0 || r.some((n) => Number.isNaN(n)));
  if (bad >= 0) return { error: PASTE_NOT_A_NUMBER(bad + 1) };
  const twoColumns = rows.length > 0 && rows.every((r) => r.length >= 2);
  if (!twoColumns) return { volumes: rows.map((r) => r[0]!), step: null };
  const levels = rows.map((r) => r[0]!);
  const step = (levels[1] ?? 0) - (levels[0] ?? 0);
  const even = levels[0] === 0 && step > 0 && levels.every((l, i) => Math.abs(l - i * step) <= step * 1e-6);
  if (!even) return { error: PASTE_UNEVEN_LEVELS };
  return { volumes: rows.map((r) => r[1]!), step };
}

/** The volumes as the box shows them, one per row. */
export const volumesText = (values: readonly number[]) => values.join('\n');

const typedNumber = (displayName: string) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? Number.NaN : Number(v.trim().replace(',', '.'))))
    .pipe(
      z
        .number({ error: fieldMessage(displayName, 'is required') })
        .positive({ error: fieldMessage(displayName, 'must be greater than 0') }),
    );

export const strappingFormSchema = z
  .object({
    make: z.string(),
    model: z.string(),
    height: typedNumber('Height'),
    capacity: typedNumber('Capacity'),
    step: typedNumber('Step'),
    tableValues: z.string(),
  })
  .transform((v, ctx) => {
    const parsed = parseStrappingRows(v.tableValues);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', path: ['tableValues'], message: parsed.error });
      return z.NEVER;
    }
    return { ...v, step: parsed.step ?? v.step, tableValues: parsed.volumes };
  });
export type StrappingFormValues = z.input<typeof strappingFormSchema>;

export function strappingToForm(t: StrappingTableDto | null): StrappingFormValues {
  return {
    make: t?.make ?? '',
    model: t?.model ?? '',
    height: t ? String(t.height) : '',
    capacity: t ? String(t.capacity) : '',
    step: t ? String(t.step) : '',
    tableValues: t ? volumesText(t.tableValues) : '',
  };
}
