/** `+63 917****567`: the dialing code, the first 3 and the last 3 digits. */
export function maskPhone(dialingCode: string, mobile: string): string {
  const keep = mobile.length > 6 ? 3 : 1;
  const hidden = '*'.repeat(Math.max(mobile.length - keep * 2, 2));
  return `+${dialingCode} ${mobile.slice(0, keep)}${hidden}${mobile.slice(-keep)}`;
}

/** `d***@example.com`: the first character of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
