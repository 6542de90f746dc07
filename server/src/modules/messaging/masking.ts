// Contact points shown to someone who has only proven a password (the MFA panel, spec 000 §2), and
// written to logs, are masked: enough to recognise, not enough to harvest.

/** "john.smith@example.com" -> "jo***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** "(715) 555-0142" -> "***-***-0142". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 4 ? '***' : `***-***-${digits.slice(-4)}`;
}
