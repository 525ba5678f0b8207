import { WalletField, type WalletFieldProps } from '@/components/WalletField';

/**
 * The 6-digit payment password: hidden, the number keyboard, at most 6 characters. `isNew` asks
 * the browser's password manager to offer a new one rather than fill in a saved one.
 */
export function PinField({
  isNew = false,
  ...field
}: Omit<WalletFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'> & {
  isNew?: boolean;
}) {
  return (
    <WalletField
      {...field}
      type="password"
      inputMode="numeric"
      autoComplete={isNew ? 'new-password' : 'off'}
      maxLength={6}
    />
  );
}
