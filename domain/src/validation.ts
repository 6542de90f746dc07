// spec 001 §5: generic rule messages take the form '{field display name}: {rule text}'; a custom
// message replaces them when set. The shell's own generic input messages (spec 000 §5) are in
// messages.ts.
import { z } from 'zod';

/** The spec's rule texts take exclusive bounds ('must be less than N'). A rule that allows its
 * bound says the bound it enforces (docs/decisions/043-validation-bounds.md): a length, always a
 * whole number, with the spec's words one past it ('at most 50' is 'less than 51 characters'); a
 * number with spec 000 §5's 'greater than or equal to'. A value of the wrong type is not
 * "required": it says what it must be. */
export const RULE_TEXT = {
  required: 'is required',
  minLength: (n: number) => `length must be greater than ${n} characters`,
  maxLength: (n: number) => `length must be less than ${n} characters`,
  min: (n: number) => `must be greater than ${n}`,
  max: (n: number) => `must be less than ${n}`,
  atLeast: (n: number) => `must be greater than or equal to ${n}`,
  atMost: (n: number) => `must be less than or equal to ${n}`,
  type: (expected: string) => `must be ${withArticle(expected)}`,
  /** Text PostgreSQL cannot store (issue 20, docs/decisions/054-invalid-text.md). */
  noNul: 'must not contain the NUL character (U+0000); remove it',
  wellFormed: (codeUnit: string) => `must be valid Unicode text; remove the lone surrogate ${codeUnit}`,
  singleLine: (codePoint: string) => `must be one line without control characters; remove ${codePoint}`,
} as const;

/** "a number", "an object", "an Asset Tank config". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** '{Field}: is required' for nothing, '{Field}: must be a {type}' for a value of another type (or
 * the field's custom message for either). */
const typeOrRequired = (msg: (generic: string) => string, expected: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === '' ? msg(RULE_TEXT.required) : msg(RULE_TEXT.type(expected));

export function fieldMessage(displayName: string, ruleText: string): string {
  return `${displayName}: ${ruleText}`;
}

/** The error of a field's base type: '{Field}: is required' when nothing came, '{Field}: must be a
 * {expected}' when something else did ("5" for a label, "x" for a height). */
export function typeMessage(displayName: string, expected: 'string' | 'number' | 'array' | 'boolean') {
  return (iss: { input?: unknown }) =>
    fieldMessage(
      displayName,
      iss.input === undefined || iss.input === null || iss.input === '' ? 'is required' : `must be ${withArticle(expected)}`,
    );
}

/** "userName" -> "User Name", "config.emailAddress" -> "Email Address". */
export function displayNameOf(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  if (typeof last !== 'string' || last.length === 0) return 'Value';
  const spaced = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

interface TextRule {
  min?: number;
  max?: number;
  /** Replaces every generic message of this field (spec 001 §5). */
  message?: string;
  /** Allows tabs and line breaks (a comment); other fields are one line. */
  multiline?: boolean;
}

/** A text field with the spec's generic messages; `min >= 1` makes it required. It refuses NUL,
 * lone surrogates and, unless multiline, control characters, with its own words even when the
 * field has a custom message: that message speaks of length, not of characters (ADR 054). */
export function text(displayName: string, rule: TextRule = {}) {
  const msg = (generic: string) => rule.message ?? fieldMessage(displayName, generic);
  let s = z.string({ error: typeOrRequired(msg, 'string') }).superRefine((value, ctx) => {
    const broken = textRuleBroken(value, { singleLine: !rule.multiline });
    if (broken) ctx.addIssue({ code: 'custom', message: fieldMessage(displayName, broken) });
  });
  if (rule.min !== undefined && rule.min > 0) {
    s = s.min(rule.min, { error: msg(rule.min === 1 ? RULE_TEXT.required : RULE_TEXT.minLength(rule.min - 1)) });
  }
  if (rule.max !== undefined) s = s.max(rule.max, { error: msg(RULE_TEXT.maxLength(rule.max + 1)) });
  return s;
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const MAYBE_BROKEN = /[\u0000-\u001F\uD800-\uDFFF]/;
const hex = (codeUnit: number) => `U+${codeUnit.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The rule a text breaks that no field may (issue 20, docs/decisions/054-invalid-text.md), or null:
 * a NUL character, which PostgreSQL cannot store in text or JSON; a lone UTF-16 surrogate, which
 * has no UTF-8 form (PostgreSQL refuses it in JSON and would store U+FFFD in its place in text);
 * and, for a single-line field, any other C0 control character (tab, line break, escape...).
 */
export function textRuleBroken(value: string, { singleLine = false } = {}): string | null {
  // The regular expression finds text with nothing to look at a few times faster than the loop
  // below, and it runs on every string of every request.
  if (!MAYBE_BROKEN.test(value)) return null;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0x20 && c < 0xd800) continue;
    if (c === 0) return RULE_TEXT.noNul;
    if (c < 0x20) {
      if (singleLine) return RULE_TEXT.singleLine(hex(c));
    } else if (c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return RULE_TEXT.wellFormed(hex(c));
      i++;
    } else if (c <= 0xdfff) {
      return RULE_TEXT.wellFormed(hex(c));
    }
  }
  return null;
}

/** Collects every string and object key in a parsed value that breaks textRuleBroken, with its
 * path. One walk with one path stack, copied only on a hit: it runs on every request. */
function collectInvalidTexts(value: unknown, path: PropertyKey[], out: { path: PropertyKey[]; rule: string }[]): void {
  if (typeof value === 'string') {
    const rule = textRuleBroken(value);
    if (rule) out.push({ path: [...path], rule });
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      collectInvalidTexts(value[i], path, out);
      path.pop();
    }
  } else if (value !== null && typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return;
    for (const [key, v] of Object.entries(value)) {
      // A bad key is named by its object's field: the key itself is no name to show.
      const rule = textRuleBroken(key);
      if (rule) out.push({ path: [...path], rule: `keys ${rule}` });
      path.push(key);
      collectInvalidTexts(v, path, out);
      path.pop();
    }
  }
}

/**
 * The schema, also refusing NUL and lone surrogates in every string of its output: the plain
 * `z.string()` fields, records, `z.unknown()` payloads and JSON parsed from a query alike. The
 * server wraps every route schema with it (server/src/plugins/validator.ts), so no route, present
 * or future, hands such text to SQL. A field whose own schema already failed keeps its one message.
 */
export function withValidText<T extends z.ZodType>(schema: T): T {
  return schema.superRefine(
    (value, ctx) => {
      const found: { path: PropertyKey[]; rule: string }[] = [];
      collectInvalidTexts(value, [], found);
      if (found.length === 0) return;
      const failed = new Set(ctx.issues.map((iss) => (iss.path ?? []).map(String).join('.')));
      for (const { path, rule } of found) {
        if (!failed.has(path.map(String).join('.')))
          ctx.addIssue({ code: 'custom', path, message: fieldMessage(displayNameOf(path), rule) });
      }
    },
    { when: () => true },
  );
}

interface NumberRule {
  min?: number;
  max?: number;
  int?: boolean;
  message?: string;
}

/** A number field with the spec's generic messages. Bounds are inclusive, and the messages say so. */
export function num(displayName: string, rule: NumberRule = {}) {
  const msg = (generic: string) => rule.message ?? fieldMessage(displayName, generic);
  let s = z.number({ error: typeOrRequired(msg, 'number') });
  if (rule.int) s = s.int({ error: msg('must be a whole number') });
  if (rule.min !== undefined) s = s.gte(rule.min, { error: msg(RULE_TEXT.atLeast(rule.min)) });
  if (rule.max !== undefined) s = s.lte(rule.max, { error: msg(RULE_TEXT.atMost(rule.max)) });
  return s;
}

/** Shape of a 400 answer: the first message per field is what a form shows (spec 001 §5). */
export const validationErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** spec 001 §3.10: validation result item. */
export const validationResultItemSchema = z.object({
  isValid: z.boolean(),
  label: z.string(),
  message: z.string(),
});
export type ValidationResultItem = z.infer<typeof validationResultItemSchema>;

/**
 * Zod's own wording ("Too small: expected string to have >=1 characters") is replaced everywhere by
 * the spec's generic form, so a schema without a custom message still answers
 * '{field display name}: {rule text}' on the server and in forms alike (spec 001 §5).
 */
export function specIssueMessage(iss: {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: string;
  format?: string;
  inclusive?: boolean;
  /** A custom issue's own rule text (`params: { rule }`), worded as '{Field}: {rule}'. */
  params?: { rule?: unknown };
}): string {
  const name = displayNameOf(iss.path ?? []);
  const bound = (v: unknown) => (typeof v === 'bigint' ? v.toString() : String(v));
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null || iss.input === '') return fieldMessage(name, RULE_TEXT.required);
      return fieldMessage(name, RULE_TEXT.type(iss.expected ?? 'valid value'));
    case 'too_small': {
      const inclusive = iss.inclusive !== false;
      if (iss.origin === 'string') {
        return Number(iss.minimum) <= 1
          ? fieldMessage(name, RULE_TEXT.required)
          : fieldMessage(name, RULE_TEXT.minLength(Number(iss.minimum) - (inclusive ? 1 : 0)));
      }
      if (iss.origin === 'array' || iss.origin === 'set') return fieldMessage(name, `must have at least ${bound(iss.minimum)} items`);
      return fieldMessage(name, inclusive ? RULE_TEXT.atLeast(Number(iss.minimum)) : RULE_TEXT.min(Number(iss.minimum)));
    }
    case 'too_big': {
      const inclusive = iss.inclusive !== false;
      if (iss.origin === 'string') return fieldMessage(name, RULE_TEXT.maxLength(Number(iss.maximum) + (inclusive ? 1 : 0)));
      if (iss.origin === 'array' || iss.origin === 'set') return fieldMessage(name, `must have at most ${bound(iss.maximum)} items`);
      return fieldMessage(name, inclusive ? RULE_TEXT.atMost(Number(iss.maximum)) : RULE_TEXT.max(Number(iss.maximum)));
    }
    case 'invalid_value':
      return fieldMessage(name, 'is not one of the allowed values');
    case 'invalid_format':
      return fieldMessage(name, `is not a valid ${iss.format ?? 'value'}`);
    case 'unrecognized_keys':
      return fieldMessage(name, 'has unknown fields');
    case 'custom':
      return fieldMessage(name, typeof iss.params?.rule === 'string' ? iss.params.rule : 'is invalid');
    default:
      return fieldMessage(name, 'is invalid');
  }
}

let installed = false;
/** Installs specIssueMessage as zod's global error map; idempotent. */
export function installSpecErrorMap(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (iss) => specIssueMessage(iss as Parameters<typeof specIssueMessage>[0]) });
}
