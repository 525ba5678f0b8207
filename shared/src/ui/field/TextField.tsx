import { LabelledField, type LabelledFieldProps } from '@lobby/shared';

// A subpath ('@lobby/shared/text-field') for the forms of the wallet and the agent's pay screens,
// out of the main entry that loads with every first page.

export interface TextFieldProps extends Omit<
  LabelledFieldProps,
  'onChange' | 'onValueChange' | 'value'
> {
  value: string;
  /** The input's new value (forms keep strings, not change events). */
  onChange: (value: string) => void;
}

/**
 * A labelled field of a controlled form: the value in, the new value out. `block` names the
 * app's field styles (the wallet's, the agent pay screens'), as with LabelledField.
 */
export function TextField({ onChange, ...field }: TextFieldProps) {
  return <LabelledField {...field} onValueChange={onChange} />;
}
