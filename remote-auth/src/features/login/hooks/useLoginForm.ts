import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError, loginWithPassword, paths, toast } from '@lobby/shared';
import {
  firstErrorField,
  validateField,
  validateLogin,
  type LoginErrors,
  type LoginField,
  type LoginValues,
} from '../utils/validation';
import {
  forgetRememberedLogin,
  readRememberedUsername,
  rememberUsername,
} from '../utils/rememberedLogin';

export function useLoginForm() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>(() => ({
    username: readRememberedUsername() ?? '',
    password: '',
  }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [remember, setRemember] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const inputRefs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  function change(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (touched[field]) {
      setErrors((current) => ({ ...current, [field]: validateField(field, value) }));
    }
  }

  function blur(field: LoginField) {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: validateField(field, values[field]) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(values);
    setErrors(found);
    setTouched({ username: true, password: true });
    const firstError = firstErrorField(found);
    if (firstError) {
      inputRefs[firstError].current?.focus();
      return;
    }
    const username = values.username.trim();
    setSubmitting(true);
    try {
      await loginWithPassword(username, values.password);
      if (remember) rememberUsername(username);
      else forgetRememberedLogin();
      navigate(paths.home, { replace: true });
    } catch (error) {
      // The API client already shows 'No Internet' for network failures.
      if (!isApiError(error) || error.code !== 'NETWORK') {
        const messageKey = isApiError(error) ? error.messageKey : 'unknown_error';
        toast.error(t(`errors.${messageKey}`, { defaultValue: t('errors.unknown_error') }));
      }
      setValues((current) => ({ ...current, password: '' }));
      inputRefs.password.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  return {
    values,
    errors,
    touched,
    remember,
    submitting,
    inputRefs,
    change,
    blur,
    setRemember,
    submit,
  };
}
