import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_FILL_MESSAGE, DENSITY_MESSAGE, productFormSchema, productToForm } from './product';

describe('the Products form', () => {
  it('becomes the save body: percent to fraction, tags split, no class as null', () => {
    const body = productFormSchema.parse({
      ...productToForm(null),
      name: ' Diesel ',
      density: '0,85',
      maxFillPercent: '92.5',
      tags: 'Farm, , Red ',
    });
    expect(body).toEqual({
      config: { sku: '', name: 'Diesel', density: 0.85, defaultMaxFillPercent: 0.925, classId: null },
      tags: ['Farm', 'Red'],
      active: true,
    });
  });

  it("says the save's messages", () => {
    const r = productFormSchema.safeParse({ ...productToForm(null), name: '', density: '0', maxFillPercent: '120' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Name: is required', DENSITY_MESSAGE, DEFAULT_MAX_FILL_MESSAGE]));
  });
});
