import { TextField, type TextFieldProps } from '@lobby/shared/text-field';

/** A labelled input of the agent pay screens (agentpay-field styles), message under it. */
export function Field(props: Omit<TextFieldProps, 'block'>) {
  return <TextField block="agentpay-field" {...props} />;
}
