import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { AlertIcon, CheckIcon } from '@lobby/shared';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
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

export function TextField({
  id,
  label,
  icon,
  error,
  valid,
  hint,
  trailing,
  inputRef,
  ...inputProps
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const shownHint = hint && !error ? hint : undefined;
  // An emptied field (the password after a failed login) has nothing to approve: no tick.
  const filled = inputProps.value !== undefined && String(inputProps.value) !== '';
  const state = error ? 'invalid' : valid && filled ? 'valid' : 'idle';
  return (
    <div className="auth-field" data-state={state}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__box">
        <span className="auth-field__icon">{icon}</span>
        <input
          {...inputProps}
          ref={inputRef}
          id={id}
          className="auth-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : shownHint ? hintId : undefined}
        />
        {state === 'valid' && (
          <CheckIcon size={20} className="auth-field__status auth-field__status--ok" />
        )}
        {state === 'invalid' && (
          <AlertIcon size={20} className="auth-field__status auth-field__status--error" />
        )}
        {trailing}
      </div>
      {shownHint ? (
        <p id={hintId} className="auth-field__hint">
          {shownHint}
        </p>
      ) : (
        <p id={errorId} className="auth-field__error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </p>
      )}
    </div>
  );
}
