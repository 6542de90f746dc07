import { describe, expect, it } from 'vitest';
import { parseStrappingRows, PASTE_NOT_A_NUMBER, PASTE_UNEVEN_LEVELS, strappingFormSchema } from './strapping-form';

describe('parseStrappingRows', () => {
  it('reads one volume per row, typed or pasted', () => {
    expect(parseStrappingRows('0\n100\n 400 \n\n800\n')).toEqual({ volumes: [0, 100, 400, 800], step: null });
  });

  it("reads a spreadsheet's two columns, skipping its header, and takes the step from the levels", () => {
    const pasted = 'Level (in)\tVolume (gal)\r\n0\t0\r\n12.5\t1,250.5\r\n25\t3,100\r\n';
    expect(parseStrappingRows(pasted)).toEqual({ volumes: [0, 1250.5, 3100], step: 12.5 });
  });

  it('reads decimal commas and space-separated columns', () => {
    expect(parseStrappingRows('0 0\n10 12,5\n20 40')).toEqual({ volumes: [0, 12.5, 40], step: 10 });
  });

  it('names the row that is not a number and refuses uneven levels', () => {
    expect(parseStrappingRows('0\n10\nten')).toEqual({ error: PASTE_NOT_A_NUMBER(3) });
    expect(parseStrappingRows('0\t0\n10\t5\n25\t9')).toEqual({ error: PASTE_UNEVEN_LEVELS });
    expect(parseStrappingRows('5\t0\n15\t5')).toEqual({ error: PASTE_UNEVEN_LEVELS });
  });
});

describe('strappingFormSchema', () => {
  it("becomes the save's body, the levels' step over the typed one", () => {
    const body = strappingFormSchema.parse({
      make: 'Acme',
      model: 'Sphere',
      height: '40',
      capacity: '1000',
      step: '5',
      tableValues: '0\t0\n10\t100\n20\t400\n30\t800\n40\t1000',
    });
    expect(body).toEqual({ make: 'Acme', model: 'Sphere', height: 40, capacity: 1000, step: 10, tableValues: [0, 100, 400, 800, 1000] });
  });

  it('puts the messages on their fields', () => {
    const r = strappingFormSchema.safeParse({ make: 'A', model: 'B', height: '', capacity: '-1', step: '1', tableValues: 'x\n1\ny' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({ height: 'Height: is required', capacity: 'Capacity: must be greater than 0' });
  });
});
