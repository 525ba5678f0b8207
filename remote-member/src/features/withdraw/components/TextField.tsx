import { LabelledField, type LabelledFieldProps } from '@lobby/shared';

export interface TextFieldProps extends Omit<LabelledFieldProps, 'block' | 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled field (the wallet's field styles) with its message under it. */
export function TextField({ onChange, ...field }: TextFieldProps) {
  return <LabelledField block="wallet-field" {...field} onValueChange={onChange} />;
}

/**
 * The 6-digit payment password: hidden, the number keyboard, at most 6 characters. `isNew` asks
 * the browser's password manager to offer a new one rather than fill in a saved one.
 */
export function PinField({
  isNew = false,
  ...field
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'> & {
  isNew?: boolean;
}) {
  return (
    <TextField
      {...field}
      type="password"
      inputMode="numeric"
      autoComplete={isNew ? 'new-password' : 'off'}
      maxLength={6}
    />
  );
}
