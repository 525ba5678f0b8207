import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityOverview } from '@lobby/platform-api/contract';
import { toast } from '@lobby/shared';
import { bindContact, sendContactCode, sendSecurityCode } from '../api/security';
import '@/components/wallet.css';
import '../security.css';
import { securityErrorText } from '../utils/error-text';
import { WalletField } from '@/components/WalletField';
import { CodeField } from './CodeField';
import { SendCodeButton } from './SendCodeButton';

const CODE = /^\d{6}$/;
const MOBILE = /^\d{5,20}$/;
const DIALING = /^\d{1,4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Bind or change the mobile number (`channel` SMS) or e-mail: a code to the new address, and
 * when one is bound already, a code to the current one as well.
 */
export function ContactScreen({
  channel,
  overview,
  onChanged,
}: {
  channel: 'SMS' | 'EMAIL';
  overview: SecurityOverview;
  onChanged: (next: SecurityOverview) => void;
}) {
  const { t } = useTranslation('security');
  const current = channel === 'SMS' ? overview.mobile : overview.email;
  const [dialing, setDialing] = useState('63');
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new round after each save: the form remounts, so its send-code countdowns start over.
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);

  const address =
    channel === 'SMS'
      ? ({ channel, countryDialingCode: dialing, mobileNum: mobile } as const)
      : ({ channel, email: email.trim() } as const);
  const errors = {
    dialing: channel === 'SMS' && !DIALING.test(dialing) ? t('contact.dialingRule') : null,
    address:
      channel === 'SMS'
        ? MOBILE.test(mobile)
          ? null
          : t('contact.mobileRule')
        : EMAIL.test(email.trim())
          ? null
          : t('contact.emailRule'),
    code: CODE.test(code) ? null : t('codeRule'),
    currentCode: current && !CODE.test(currentCode) ? t('codeRule') : null,
  };
  const shown = (key: keyof typeof errors) => (tried ? errors[key] : null);
  const addressOk = !errors.dialing && !errors.address;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(errors).some(Boolean) || sending) return;
    setSending(true);
    setError(null);
    setSaved(null);
    try {
      const next = await bindContact({ ...address, code, ...(current ? { currentCode } : {}) });
      toast.success(t('contact.saved'));
      // The saved address now shows as the current one; the fields are ready for a next change.
      setMobile('');
      setEmail('');
      setCode('');
      setCurrentCode('');
      setTried(false);
      setSaved((channel === 'SMS' ? next.mobile : next.email) ?? '');
      setRound((n) => n + 1);
      onChanged(next);
    } catch (failure) {
      setError(securityErrorText(t, failure));
    } finally {
      setSending(false);
    }
  };

  const kind = channel === 'SMS' ? 'mobile' : 'email';
  return (
    <section className="wallet-card" aria-labelledby="contact-title">
      <h2 className="wallet-card__title" id="contact-title">
        {current ? t(`contact.change.${kind}`) : t(`contact.bind.${kind}`)}
      </h2>
      <p className="wallet-card__lead">
        {current ? t('contact.current', { value: current }) : t('contact.none')}
      </p>
      {saved !== null ? (
        <p className="security-saved" role="status">
          {t('contact.savedBound', { value: saved })}
        </p>
      ) : null}
      <form key={round} className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
        {current ? (
          <CodeField
            label={t('contact.currentCode', { value: current })}
            value={currentCode}
            onChange={setCurrentCode}
            error={shown('currentCode')}
            action={
              <SendCodeButton
                send={() => sendSecurityCode({ channel, purpose: 'CONTACT_CHANGE' })}
                onError={setError}
              />
            }
          />
        ) : null}
        {channel === 'SMS' ? (
          <div className="security-phone">
            <WalletField
              label={t('contact.dialing')}
              inputMode="numeric"
              maxLength={4}
              value={dialing}
              onChange={setDialing}
              error={shown('dialing')}
            />
            <WalletField
              label={t('contact.newMobile')}
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              value={mobile}
              onChange={(value) => setMobile(value.replace(/\s/g, ''))}
              error={shown('address')}
            />
          </div>
        ) : (
          <WalletField
            label={t('contact.newEmail')}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={setEmail}
            error={shown('address')}
          />
        )}
        <CodeField
          label={t('contact.newCode')}
          value={code}
          onChange={setCode}
          error={shown('code')}
          action={
            <SendCodeButton
              send={() => sendContactCode(address)}
              onError={setError}
              disabled={!addressOk}
            />
          }
        />
        {error ? (
          <p className="wallet-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="lb-btn lb-btn--primary lb-btn--block" disabled={sending}>
          {t('contact.submit')}
        </button>
      </form>
    </section>
  );
}
