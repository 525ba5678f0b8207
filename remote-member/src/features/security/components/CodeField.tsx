import { WalletField, type WalletFieldProps } from '@/components/WalletField';

/** A 6-digit code sent by SMS or e-mail, or shown by the authenticator app. */
export function CodeField(
  props: Omit<WalletFieldProps, 'inputMode' | 'maxLength' | 'autoComplete'>,
) {
  return <WalletField {...props} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />;
}
