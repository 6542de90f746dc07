import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeSearchTerm, searchTermError } from './search';
import { searchTermSchema } from './search-schemas';

describe('search term rules (spec 000 §5), word for word', () => {
  it('needs at least three characters, not counting surrounding spaces', () => {
    for (const term of ['', 'ab', '  ab  ', '\tx ']) {
      expect(searchTermError(term)).toBe('Search term must be at least three characters in length.');
    }
    expect(searchTermError('abc')).toBeNull();
    expect(searchTermError('  abc  ')).toBeNull();
  });

  it('allows at most 100 characters', () => {
    expect(searchTermError('a'.repeat(100))).toBeNull();
    expect(searchTermError('a'.repeat(101))).toBe('Search term must be at most 100 characters in length.');
  });

  it('refuses markup and invalid characters', () => {
    for (const term of ['<b>tank</b>', 'tank<script>', 'a > b c', 'tank &lt;1&gt;', 'tank&#60;', 'ta\u0000nk', 'line\nbreak']) {
      expect(searchTermError(term)).toBe('Search term contains invalid characters or markup. Please enter only text values.');
    }
  });

  it('keeps ordinary text: names, addresses, emails, serial numbers, other scripts', () => {
    for (const term of ["O'Brien", '42 Elm St #3', 'ann@example.com', 'SN-00042/7', 'Smith & Sons', 'Müller Straße', '東京タンク', '50%']) {
      expect(searchTermError(term)).toBeNull();
    }
  });

  it('parses to the trimmed term, or fails with the message', () => {
    expect(searchTermSchema.parse('  propane ')).toBe('propane');
    const r = searchTermSchema.safeParse('ab');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Search term must be at least three characters in length.');
  });

  it('sanitising is idempotent and never leaves an angle bracket (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const once = sanitizeSearchTerm(s);
        expect(sanitizeSearchTerm(once)).toBe(once);
        expect(once).not.toMatch(/[<>]/);
      }),
    );
  });

  it('a term is accepted exactly when it is 3-100 characters and unchanged by sanitising (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        const t = s.trim();
        const ok = t.length >= 3 && t.length <= 100 && sanitizeSearchTerm(t) === t;
        expect(searchTermError(s) === null).toBe(ok);
      }),
    );
  });
});
