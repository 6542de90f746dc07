// spec 000 §5 New password: "8-32 characters with upper and lower case letters, numbers and special
// characters"; "Validity is decided by the server, which returns a list of errors. The server's
// rules are not shown." Ours: the hint's five rules, and not the user name (docs/decisions/011).
// The server runs this; the web shows what the server answers.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

export const PASSWORD_RULE_MESSAGES = {
  length: `Password must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters long`,
  upper: 'Password must contain an upper case letter',
  lower: 'Password must contain a lower case letter',
  digit: 'Password must contain a number',
  special: 'Password must contain a special character',
  userName: 'Password must not contain the user name',
} as const;

/** Every rule the password breaks, in the hint's order; empty when it is valid. */
export function passwordFailures(password: string, userName?: string): string[] {
  const failures: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) failures.push(PASSWORD_RULE_MESSAGES.length);
  if (!/\p{Lu}/u.test(password)) failures.push(PASSWORD_RULE_MESSAGES.upper);
  if (!/\p{Ll}/u.test(password)) failures.push(PASSWORD_RULE_MESSAGES.lower);
  if (!/\p{Nd}/u.test(password)) failures.push(PASSWORD_RULE_MESSAGES.digit);
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) failures.push(PASSWORD_RULE_MESSAGES.special);
  const name = userName?.trim().toLowerCase();
  if (name && name.length >= 3 && password.toLowerCase().includes(name)) failures.push(PASSWORD_RULE_MESSAGES.userName);
  return failures;
}
