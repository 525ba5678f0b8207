import { useId, type InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (role alert). */
  error?: string | null;
}

/** A labelled input with its message under it. */
export function Field({ label, value, onChange, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="agentpay-field">
      <label className="agentpay-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="agentpay-field__input"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="agentpay-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
