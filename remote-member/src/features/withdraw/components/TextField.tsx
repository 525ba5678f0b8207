import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (role alert) in place of the hint. */
  error?: string | null;
  hint?: string;
}

/** A labelled field with its message under it. */
export function TextField({ label, value, onChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const message = error ?? hint;
  return (
    <div className="wallet-field">
      <label className="wallet-field__label" htmlFor={id}>
        {label}
      </label>
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
