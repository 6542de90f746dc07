// Text no field may hold (issue 20, docs/decisions/054-invalid-text.md): NUL, lone surrogates, and
// control characters in a single-line field.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { installSpecErrorMap, RULE_TEXT, text, textRuleBroken, withValidText } from './validation';

installSpecErrorMap();
const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('textRuleBroken', () => {
  it('accepts ordinary text, accents and characters beyond the BMP (surrogate pairs)', () => {
    for (const s of ['', 'North tank', 'Café Müller', 'Tank 🛢️ 3', '𝔘𝔩𝔩𝔞𝔤𝔢', 'a\tb\nc']) expect(textRuleBroken(s), s).toBeNull();
  });

  it('refuses NUL anywhere', () => {
    expect(textRuleBroken('\u0000')).toBe(RULE_TEXT.noNul);
    expect(textRuleBroken('abc\u0000')).toBe('must not contain the NUL character (U+0000); remove it');
  });

  it('refuses a high surrogate without its low half, and a low one without its high half', () => {
    expect(textRuleBroken('a\uD800')).toBe('must be valid Unicode text; remove the lone surrogate U+D800');
    expect(textRuleBroken('a\uD83Db')).toBe(RULE_TEXT.wellFormed('U+D83D'));
    expect(textRuleBroken('\uDC00a')).toBe(RULE_TEXT.wellFormed('U+DC00'));
    expect(textRuleBroken('\uDBFF\uDFFF')).toBeNull();
  });

  it('refuses tabs, line breaks and other C0 controls in a single-line field only', () => {
    expect(textRuleBroken('a\tb', { singleLine: true })).toBe('must be one line without control characters; remove U+0009');
    expect(textRuleBroken('a\u001Bb', { singleLine: true })).toBe(RULE_TEXT.singleLine('U+001B'));
    expect(textRuleBroken('a\r\nb')).toBeNull();
  });

  it('finds NUL in any well-formed text, and nothing in well-formed text without controls', () => {
    const wellFormed = fc.string({ unit: 'binary' });
    const printable = wellFormed.map((s) => [...s].filter((ch) => ch.codePointAt(0)! >= 0x20).join(''));
    fc.assert(fc.property(printable, (s) => textRuleBroken(s, { singleLine: true }) === null));
    fc.assert(fc.property(printable, printable, (a, b) => textRuleBroken(`${a}\u0000${b}`) === RULE_TEXT.noNul));
  });
});

describe('text()', () => {
  const label = text('Label', { min: 1, max: 100 });

  it('answers in the spec form, naming the field', () => {
    expect(messages(z.object({ label }).safeParse({ label: 'a\u0000' }))).toEqual([
      'label: Label: must not contain the NUL character (U+0000); remove it',
    ]);
    expect(messages(z.object({ label }).safeParse({ label: 'a\nb' }))).toEqual([
      'label: Label: must be one line without control characters; remove U+000A',
    ]);
    expect(label.safeParse('North tank').success).toBe(true);
  });

  it('keeps line breaks in a multiline field', () => {
    expect(text('Comment', { multiline: true }).safeParse('Filled.\nCheck the valve.').success).toBe(true);
  });

  it("says what is wrong with the characters even where the field's custom message speaks of length", () => {
    const userName = text('Username', { min: 1, max: 50, message: 'Username is required and must be less than 50 characters' });
    expect(userName.safeParse('ann\u0000').error?.issues.map((i) => i.message)).toEqual([
      'Username: must not contain the NUL character (U+0000); remove it',
    ]);
  });
});

describe('withValidText', () => {
  const body = withValidText(
    z.object({
      note: z.string(),
      label: text('Label', { min: 1 }),
      tags: z.array(z.string()).default([]),
      extra: z.record(z.string(), z.unknown()).default({}),
    }),
  );

  it('refuses NUL and lone surrogates in every string, record keys and untyped payloads included', () => {
    expect(messages(body.safeParse({ note: 'a\u0000', label: 'x' }))).toEqual([
      'note: Note: must not contain the NUL character (U+0000); remove it',
    ]);
    expect(messages(body.safeParse({ note: '', label: 'x', tags: ['ok', '\uDFFF'] }))).toEqual([
      'tags.1: Tags: must be valid Unicode text; remove the lone surrogate U+DFFF',
    ]);
    expect(messages(body.safeParse({ note: '', label: 'x', extra: { 'k\u0000': 1, deep: { city: 'a\uD800' } } }))).toEqual([
      'extra: Extra: keys must not contain the NUL character (U+0000); remove it',
      'extra.deep.city: City: must be valid Unicode text; remove the lone surrogate U+D800',
    ]);
  });

  it('lets tabs and line breaks through in fields that do not forbid them', () => {
    expect(body.safeParse({ note: 'a\tb\nc', label: 'x' }).success).toBe(true);
  });

  it("gives a field whose own schema failed one message, not two, and still reports the body's other fields", () => {
    expect(messages(body.safeParse({ note: 'b\u0000', label: 'a\u0000' }))).toEqual([
      'label: Label: must not contain the NUL character (U+0000); remove it',
      'note: Note: must not contain the NUL character (U+0000); remove it',
    ]);
  });
});
