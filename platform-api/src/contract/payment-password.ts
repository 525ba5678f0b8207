// Browser-safe (a plain function, no zod): the platform refuses these payment passwords and the
// form says so before sending (package export `@lobby/platform-api/payment-password`).

/**
 * Payment passwords anyone would try first: one digit six times (000000), a run up or down
 * (123456, 987654), a pair or a triple repeated (121212, 123123).
 */
export function isObviousPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - digits[i]!));
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0]!)) return true;
  return pin === pin.slice(0, 2).repeat(3) || pin === pin.slice(0, 3).repeat(2);
}
