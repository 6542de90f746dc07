import type { FieldValues, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver as packageResolver } from '@hookform/resolvers/zod';
import { zodResolver } from './form-resolver';

const options = (names: string[] = []): ResolverOptions<FieldValues> => ({ fields: {}, names, shouldUseNativeValidation: false });
/** A resolver called with any values, as a form calls it with what its fields hold. */
type AnyResolver = (values: unknown, context: unknown, options: ResolverOptions<FieldValues>) => Promise<ResolverResult<FieldValues>>;
const loose = (resolver: unknown) => resolver as AnyResolver;

describe('zodResolver', () => {
  const schema = z.object({
    label: z.string().trim().min(1),
    contact: z.object({ email: z.string().email() }),
    phones: z.array(z.string().min(3)).min(1),
    kind: z.union([z.literal('a'), z.object({ code: z.number() })]),
  });
  const resolver = loose(zodResolver(schema));

  it("gives the schema's output when the values pass", async () => {
    const result = await resolver({ label: '  Tank  ', contact: { email: 'a@b.co' }, phones: ['555'], kind: 'a' }, undefined, options());
    expect(result).toEqual({ values: { label: 'Tank', contact: { email: 'a@b.co' }, phones: ['555'], kind: 'a' }, errors: {} });
  });

  it('puts each field its first message, nested as the form names its fields', async () => {
    const result = await resolver({ label: '', contact: { email: 'x' }, phones: ['1'], kind: 'a' }, undefined, options());
    expect(result.values).toEqual({});
    const errors = result.errors as Record<string, unknown> & { contact: { email: { type: string } }; phones: { message: string }[] };
    expect(Object.keys(errors).sort()).toEqual(['contact', 'label', 'phones']);
    expect(errors.contact.email.type).toBe('invalid_format');
    expect(errors.phones[0]?.message).toBeTruthy();
  });

  it("keeps an array's own error under root when its items are fields too", async () => {
    const result = await resolver({ label: 'x', contact: { email: 'a@b.co' }, phones: [], kind: 'a' }, undefined, options(['phones.0']));
    expect(result.errors).toEqual({ phones: { root: expect.objectContaining({ type: 'too_small' }) } });
  });

  it('answers as the zod resolver of @hookform/resolvers did, unions and all criteria included', async () => {
    const union = z.object({
      kind: z.union([z.object({ a: z.string(), b: z.string() }), z.object({ code: z.number() })]),
      codes: z.array(z.number().int().min(1)).min(2),
    });
    const inputs = [
      { kind: { code: 'no' }, codes: [0.5] },
      { kind: 'x', codes: [] },
      { kind: { a: 'a', b: 'b' }, codes: [1, 2] },
    ];
    for (const criteriaMode of ['firstError', 'all'] as const) {
      for (const values of inputs) {
        const opts = { ...options(['codes.0']), criteriaMode };
        const ours = await loose(zodResolver(union))(values, undefined, opts);
        const theirs = await loose(packageResolver(union))(values, undefined, opts);
        expect(ours).toEqual(theirs);
      }
    }
  });
});
