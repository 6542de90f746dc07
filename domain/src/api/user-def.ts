// spec 001 §3.3 UserDefSetup (label, entityTypeId, sortIndex, dataTypeId default 3, required,
// enabled) and UserDefValue; §7 GET and POST Folder/{uid}/UserDefSetup; §4 "A company folder save
// is followed by saving its user-defined setup". A company's fields, kept in its folder, serve every
// folder in it. The data types and the value shape are ours (the spec names neither):
// docs/decisions/096-user-defined-fields.md.
import { z } from 'zod';
import { EntityType } from '../entity-types';
import { fieldMessage, RULE_TEXT, text } from '../validation';

/** The data types a field may hold; 3 (Text) is the spec's default. */
export const USER_DEF_DATA_TYPES = [
  { id: 1, key: 'Integer', label: 'Whole number' },
  { id: 2, key: 'Decimal', label: 'Number' },
  { id: 3, key: 'Text', label: 'Text' },
  { id: 4, key: 'Date', label: 'Date' },
  { id: 5, key: 'YesNo', label: 'Yes/No' },
] as const;
export const UserDefDataType = Object.fromEntries(USER_DEF_DATA_TYPES.map((d) => [d.key, d.id])) as {
  [K in (typeof USER_DEF_DATA_TYPES)[number]['key']]: Extract<(typeof USER_DEF_DATA_TYPES)[number], { key: K }>['id'];
};
const DATA_TYPE_IDS = USER_DEF_DATA_TYPES.map((d) => d.id) as [number, ...number[]];

/** The entities a field may apply to: the ones a distributor's staff describe (tanks, monitors). */
export const USER_DEF_ENTITY_TYPES = [EntityType.Asset, EntityType.Device] as const;

export const USER_DEF_LABEL_MAX = 100;
export const USER_DEF_FIELDS_MAX = 50;
/** A text value's longest length. */
export const USER_DEF_TEXT_MAX = 500;

export const userDefSetupSchema = z.object({
  id: z.number().int().positive().optional(),
  label: text('Label', { min: 1, max: USER_DEF_LABEL_MAX }),
  entityTypeId: z
    .number()
    .int()
    .refine((n) => (USER_DEF_ENTITY_TYPES as readonly number[]).includes(n), {
      error: fieldMessage('Entity Type', 'must be Asset or Device'),
    }),
  sortIndex: z
    .number()
    .int()
    .min(0, { error: fieldMessage('Order', RULE_TEXT.atLeast(0)) })
    .max(999, { error: fieldMessage('Order', RULE_TEXT.atMost(999)) })
    .default(0),
  dataTypeId: z
    .number()
    .int()
    .refine((n) => DATA_TYPE_IDS.includes(n), { error: fieldMessage('Data Type', 'is not a known data type') })
    .default(UserDefDataType.Text),
  required: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type UserDefSetupSave = z.input<typeof userDefSetupSchema>;

/** POST Folder/{uid}/UserDefSetup: the company's whole list; a field left out is removed (its
 * values stay on the entities but are no longer shown). */
export const userDefSetupSaveSchema = z
  .array(userDefSetupSchema)
  .max(USER_DEF_FIELDS_MAX, { error: fieldMessage('Fields', `must be at most ${USER_DEF_FIELDS_MAX}`) })
  .refine((list) => new Set(list.map((s) => `${s.entityTypeId}:${s.label.trim().toLowerCase()}`)).size === list.length, {
    error: fieldMessage('Label', 'must be unique for each entity type'),
  });

export const userDefSetupDtoSchema = userDefSetupSchema.required({ id: true }).extend({ folderUid: z.number().int() });
export type UserDefSetupDto = z.infer<typeof userDefSetupDtoSchema>;

/** spec 001 §3.3 UserDefValue, as an entity's userDefValues carry them. */
export const userDefValueSchema = z.object({
  setupId: z.number().int().positive(),
  value: z.union([z.string().max(USER_DEF_TEXT_MAX), z.number(), z.boolean(), z.null()]),
});
export type UserDefValue = z.infer<typeof userDefValueSchema>;

/** The field name a value's message is put on (the form's input of that field). */
export const userDefField = (setupId: number) => `userDefValues.s${setupId}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD that exists (JavaScript's Date.parse rolls 2025-02-30 over to
 * March 2; PostgreSQL, which reads these values as dates in the report columns, has no year 0). */
export function isUserDefDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value.startsWith('0000')) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** A field's column id in the asset or device report (EntityReport schema, custom columns,
 * profiles): ADR 100. */
export const userDefColumnId = (setupId: number) => `userDef${setupId}`;

/**
 * Checks an entity's values against its company's enabled fields for its type: each value of its
 * field's data type, every required field given. Answers the values to store (those of fields that
 * no longer exist are dropped; a disabled field's value is kept) and the messages by field.
 */
export function checkUserDefValues(
  setups: readonly UserDefSetupDto[],
  entityTypeId: number,
  raw: readonly unknown[],
  { required = true }: { required?: boolean } = {},
): { values: UserDefValue[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const add = (id: number, message: string) => (errors[userDefField(id)] ??= []).push(message);
  const byId = new Map(setups.filter((s) => s.entityTypeId === entityTypeId).map((s) => [s.id, s]));
  const values: UserDefValue[] = [];
  for (const r of raw) {
    const parsed = userDefValueSchema.safeParse(r);
    if (!parsed.success) {
      const id = typeof (r as { setupId?: unknown })?.setupId === 'number' ? (r as { setupId: number }).setupId : 0;
      add(id, fieldMessage(byId.get(id)?.label ?? 'User-defined field', 'is not a valid value'));
      continue;
    }
    const v = parsed.data;
    const setup = byId.get(v.setupId);
    if (!setup) continue;
    if (values.some((x) => x.setupId === v.setupId)) continue;
    const value = typeof v.value === 'string' && v.value.trim() === '' ? null : v.value;
    const name = setup.label;
    if (value !== null) {
      const ok =
        setup.dataTypeId === UserDefDataType.Integer
          ? typeof value === 'number' && Number.isInteger(value)
          : setup.dataTypeId === UserDefDataType.Decimal
            ? typeof value === 'number' && Number.isFinite(value)
            : setup.dataTypeId === UserDefDataType.Date
              ? typeof value === 'string' && isUserDefDate(value)
              : setup.dataTypeId === UserDefDataType.YesNo
                ? typeof value === 'boolean'
                : typeof value === 'string';
      if (!ok) {
        const expected =
          setup.dataTypeId === UserDefDataType.Integer
            ? 'must be a whole number'
            : setup.dataTypeId === UserDefDataType.Decimal
              ? 'must be a number'
              : setup.dataTypeId === UserDefDataType.Date
                ? 'must be a date'
                : setup.dataTypeId === UserDefDataType.YesNo
                  ? 'must be yes or no'
                  : 'must be text';
        add(setup.id, fieldMessage(name, expected));
        continue;
      }
    }
    values.push({ setupId: v.setupId, value });
  }
  for (const s of byId.values()) {
    if (!required || !s.enabled || !s.required) continue;
    // spec 001 §5: required means not empty (No is an answer to a Yes/No field).
    const given = values.find((v) => v.setupId === s.id);
    if ((!given || given.value === null) && !errors[userDefField(s.id)]) add(s.id, fieldMessage(s.label, RULE_TEXT.required));
  }
  return { values, errors };
}
