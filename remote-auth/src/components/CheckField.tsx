import type { ReactNode } from 'react';

interface CheckFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A labelled checkbox of the auth forms (remember me, accept the terms) drawn as the app's box. */
export function CheckField({ checked, onChange, children }: CheckFieldProps) {
  return (
    <label className="auth-check">
      <input
        type="checkbox"
        className="auth-check__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="auth-check__box" aria-hidden="true" />
      {children}
    </label>
  );
}
