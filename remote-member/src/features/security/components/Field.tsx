import { LabelledField, type LabelledFieldProps } from '@lobby/shared';

export interface FieldProps extends Omit<LabelledFieldProps, 'block' | 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled field of the security screens (the wallet's field styles), message under it. */
export function Field({ onChange, ...field }: FieldProps) {
  return <LabelledField block="wallet-field" {...field} onValueChange={onChange} />;
}

/** A 6-digit code sent by SMS or e-mail, or shown by the authenticator app. */
export function CodeField(props: Omit<FieldProps, 'inputMode' | 'maxLength' | 'autoComplete'>) {
  return <Field {...props} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />;
}
