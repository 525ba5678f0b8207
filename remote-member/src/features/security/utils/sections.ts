/** The security centre's screens, in the order its list shows them (`?section=` of the URL). */
export const SECURITY_SECTIONS = [
  'password',
  'mobile',
  'email',
  'accounts',
  'twoFactor',
  'sessions',
  'history',
] as const;
export type SecuritySection = (typeof SECURITY_SECTIONS)[number];

export function toSection(value: string | null): SecuritySection | null {
  return SECURITY_SECTIONS.find((section) => section === value) ?? null;
}
