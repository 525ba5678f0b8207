import { LockIcon, UserIcon } from '@lobby/shared';
import { AuthField } from '@/components/AuthField';
import type { RegisterFormState } from '../hooks/use-register-form';
import type { RegisterInput } from '../utils/register-rules';

interface Props {
  form: RegisterFormState;
  name: RegisterInput;
  label: string;
  type?: string;
  autoComplete?: string;
  icon?: 'user' | 'lock';
  /** The field's rule in words, under it while there is no error. */
  hint?: string;
}

/** One text field of the register form, checked on blur and again while it shows an error. */
export function RegisterTextField({ form, name, label, type, autoComplete, icon, hint }: Props) {
  const error = form.errors[name];
  return (
    <AuthField
      id={`register-${name}`}
      name={name}
      type={type ?? 'text'}
      label={label}
      icon={icon === 'lock' ? <LockIcon size={20} /> : <UserIcon size={20} />}
      autoComplete={autoComplete ?? 'off'}
      value={form.values[name] ?? ''}
      onChange={(event) => form.change(name, event.target.value)}
      onBlur={() => form.blur(name)}
      error={form.text(error)}
      hint={hint}
      valid={error === undefined && name in form.errors}
      inputRef={form.setRef(name)}
    />
  );
}
