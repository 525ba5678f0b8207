import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RebateLine } from '@lobby/platform-api/contract';
import { isApiError, toast, apiErrorText } from '@lobby/shared';
import { errorPath } from '@lobby/shared/field-errors';
import { createDownline } from '../api/agent-pay-api';
import { ratesFromDraft, zeroDraft, type RateDraft } from '../utils/rates';
import { AccountTypeChoice } from './AccountTypeChoice';
import { Field } from './Field';
import { RateInputs } from './RateInputs';

/** Creates a member or sub-agent below the agent (the server checks the registration rules). */
export function CreateAccountForm({ caps }: { caps: readonly RebateLine[] }) {
  const { t } = useTranslation('agentpay');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [accountType, setAccountType] = useState<0 | 1>(0);
  const [draft, setDraft] = useState<RateDraft>(() => zeroDraft(caps));
  const [invalidRate, setInvalidRate] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ path: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    const parsed = ratesFromDraft(draft, caps);
    if ('invalid' in parsed) {
      setInvalidRate(parsed.invalid);
      return;
    }
    setInvalidRate(null);
    if (!username.trim()) {
      setFieldError({ path: 'username', text: t('common:errors.account_format') });
      return;
    }
    if (password !== confirmPassword) {
      setFieldError({ path: 'confirmPassword', text: t('common:errors.confirm_not_matched') });
      return;
    }
    setBusy(true);
    try {
      const created = await createDownline({
        username: username.trim(),
        password,
        confirmPassword,
        accountType,
        rates: parsed.rates,
      });
      toast.success(t('register.created', { name: created.username }));
      setUsername('');
      setPassword('');
      setConfirmPassword('');
      setDraft(zeroDraft(caps));
    } catch (error) {
      const text = apiErrorText(error, t);
      const path =
        isApiError(error) && error.code === 'USERNAME_EXISTS' ? 'username' : errorPath(error);
      if (path?.startsWith('rates.')) setInvalidRate(path.slice('rates.'.length));
      if (path) setFieldError({ path, text });
      else toast.error(text);
    } finally {
      setBusy(false);
    }
  };
  const errorOf = (path: string) => (fieldError?.path === path ? fieldError.text : null);

  return (
    <form
      className="agentpay-card agentpay-form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Field
        label={t('register.username')}
        autoComplete="off"
        autoCapitalize="none"
        value={username}
        onChange={setUsername}
        error={errorOf('username')}
      />
      <Field
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errorOf('password')}
      />
      <Field
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={errorOf('confirmPassword')}
      />
      <AccountTypeChoice name="account-type" value={accountType} onChange={setAccountType} />
      <RateInputs caps={caps} draft={draft} onChange={setDraft} invalid={invalidRate} />
      <button type="submit" className="lb-btn lb-btn--primary lb-btn--block" disabled={busy}>
        {t('register.create')}
      </button>
    </form>
  );
}
