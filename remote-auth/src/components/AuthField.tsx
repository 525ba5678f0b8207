import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { AlertIcon, CheckIcon, LabelledField } from '@lobby/shared';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  icon: ReactNode;
  error?: string;
  /** Shows the success tick once the field was checked and passed, and only while it holds a value. */
  valid?: boolean;
  /** A standing hint under the field (e.g. the expected length), shown while there is no error. */
  hint?: string;
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A field of the auth forms (auth-field styles): its icon, the success tick once checked, a
 * message line kept so the form does not jump.
 */
export function AuthField({
  id,
  label,
  icon,
  error,
  valid,
  hint,
  trailing,
  inputRef,
  ...inputProps
}: AuthFieldProps) {
  // An emptied field (the password after a failed login) has nothing to approve: no tick.
  const filled = inputProps.value !== undefined && String(inputProps.value) !== '';
  const state = error ? 'invalid' : valid && filled ? 'valid' : 'idle';
  return (
    <LabelledField
      {...inputProps}
      block="auth-field"
      id={id}
      label={label}
      hint={hint}
      error={error}
      state={state}
      reserveMessage
      inputRef={inputRef}
      leading={<span className="auth-field__icon">{icon}</span>}
      trailing={
        <>
          {state === 'valid' && (
            <CheckIcon size={20} className="auth-field__status auth-field__status--ok" />
          )}
          {state === 'invalid' && (
            <AlertIcon size={20} className="auth-field__status auth-field__status--error" />
          )}
          {trailing}
        </>
      }
    />
  );
}
