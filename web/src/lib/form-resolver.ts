// Every form's resolver: a domain schema checked with the spec's messages (ADR 007). The spec's
// error map is installed here, where form messages are made, rather than in main.tsx: main.tsx
// would put zod on the login page, which loads it only when its form is first checked
// (docs/decisions/048-zod-off-the-login-page.md).
//
// The resolver is @hookform/resolvers' zod resolver for zod 4 and nothing else: that module also
// carries zod 3's and a synchronous mode, which every visit through the login downloaded (issue 20,
// docs/decisions/086-largest-route-bytes.md). The errors are nested onto the form's fields by the
// package's own toNestErrors, as before.
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { installSpecErrorMap } from '@ullage/domain/validation';
import { appendErrors, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import { safeParseAsync, type $ZodIssue, type $ZodType, type input, type output } from 'zod/v4/core';

installSpecErrorMap();

/** The issues by field path (dotted): a field's first issue is its error. An issue of a union
 * reports the first issue of the branch that came closest (fewest issues), and every branch's
 * issues are read on, under the union's path, as @hookform/resolvers does. */
function fieldErrorsOf(issues: readonly $ZodIssue[], allCriteria: boolean): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const queue = [...issues];
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const path = issue.path.join('.');
    if (!errors[path]) {
      const closest =
        issue.code === 'invalid_union' ? issue.errors.reduce((a, b) => (b.length < a.length ? b : a), issue.errors[0] ?? [])[0] : undefined;
      errors[path] = { message: closest?.message ?? issue.message, type: closest?.code ?? issue.code };
    }
    if (issue.code === 'invalid_union') {
      const at = issue.path;
      for (const branch of issue.errors) for (const e of branch) queue.push({ ...e, path: [...at, ...e.path] });
    }
    if (allCriteria) {
      const earlier = errors[path].types?.[issue.code];
      const messages = earlier === undefined ? issue.message : [...(Array.isArray(earlier) ? earlier : [String(earlier)]), issue.message];
      errors[path] = appendErrors(path, allCriteria, errors, issue.code, messages) as FieldError;
    }
  }
  return errors;
}

/** A form's resolver checking its values with `schema` (the form gets the schema's output). */
export function zodResolver<S extends $ZodType<FieldValues, FieldValues>, Context = unknown>(
  schema: S,
): Resolver<input<S>, Context, output<S>> {
  return async (values, _context, options) => {
    const result = await safeParseAsync(schema, values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const allCriteria = !options.shouldUseNativeValidation && options.criteriaMode === 'all';
    return { values: {}, errors: toNestErrors(fieldErrorsOf(result.error.issues, allCriteria), options) };
  };
}
