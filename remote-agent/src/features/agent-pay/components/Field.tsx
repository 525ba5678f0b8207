import { LabelledField, type LabelledFieldProps } from '@lobby/shared';

export interface FieldProps extends Omit<LabelledFieldProps, 'block' | 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input of the agent pay screens with its message under it. */
export function Field({ onChange, ...field }: FieldProps) {
  return <LabelledField block="agentpay-field" {...field} onValueChange={onChange} />;
}
