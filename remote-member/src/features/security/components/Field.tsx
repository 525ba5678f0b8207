import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (role alert) in place of the hint. */
  error?: string | null;
  hint?: string;
  /** A control beside the input (the send-code button). */
  action?: ReactNode;
}

/** A labelled field of the security screens, with its message under it. */
export function Field({ label, value, onChange, error, hint, action, ...input }: FieldProps) {
  const id = useId();
  const message = error ?? hint;
  return (
    <div className="wallet-field">
      <label className="wallet-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={action ? 'security-field__row' : undefined}>
        <div className="wallet-field__box">
          <input
            {...input}
            id={id}
            className="wallet-field__input"
            value={value}
            aria-invalid={Boolean(error)}
            aria-describedby={message ? `${id}-message` : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        {action}
      </div>
      {message ? (
        <p
          id={`${id}-message`}
          className={error ? 'wallet-field__error' : 'wallet-field__hint'}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A 6-digit code sent by SMS or e-mail, or shown by the authenticator app. */
export function CodeField(props: Omit<FieldProps, 'inputMode' | 'maxLength' | 'autoComplete'>) {
  return <Field {...props} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />;
}
