import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '@lobby/platform-api/contract';
import { toast } from '@lobby/shared';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from '../api/security';
import '@/components/wallet.css';
import '../security.css';
import { securityErrorText } from '../utils/error-text';
import { WalletField } from '@/components/WalletField';
import { CodeField } from './CodeField';

const CODE = /^\d{6}$/;
const RECOVERY = /^[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}$/;

/** The secret in groups of 4, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Two-factor sign-in with an authenticator app: off → scan the QR code (or type the secret),
 * confirm with a first code, note the ten recovery codes shown this once; on → off again with
 * a code or a recovery code.
 */
export function TwoFactorScreen({
  enabled,
  onChanged,
}: {
  enabled: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('security');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (recoveryCodes) {
    return (
      <section className="wallet-card" aria-labelledby="recovery-title">
        <h2 className="wallet-card__title" id="recovery-title">
          {t('twoFactor.recoveryTitle')}
        </h2>
        <p className="wallet-card__lead">{t('twoFactor.recoveryLead')}</p>
        <ol className="security-recovery" aria-label={t('twoFactor.recoveryTitle')}>
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="lb-btn lb-btn--primary lb-btn--block"
          onClick={() => {
            setRecoveryCodes(null);
            onChanged();
          }}
        >
          {t('twoFactor.saved')}
        </button>
      </section>
    );
  }

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setSetup(await setupTwoFactor());
    } catch (failure) {
      setError(securityErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  if (enabled) return <DisableForm onDone={onChanged} />;
  if (!setup) {
    return (
      <section className="wallet-card" aria-labelledby="two-factor-title">
        <h2 className="wallet-card__title" id="two-factor-title">
          {t('twoFactor.offTitle')}
        </h2>
        <p className="wallet-card__lead">{t('twoFactor.offLead')}</p>
        {error ? (
          <p className="wallet-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          className="lb-btn lb-btn--primary lb-btn--block"
          disabled={busy}
          onClick={() => void start()}
        >
          {t('twoFactor.turnOn')}
        </button>
      </section>
    );
  }
  return (
    <EnrolForm
      setup={setup}
      onEnabled={(codes) => {
        toast.success(t('twoFactor.enabled'));
        setRecoveryCodes(codes);
      }}
    />
  );
}

function EnrolForm({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeError = tried && !CODE.test(code) ? t('codeRule') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!CODE.test(code) || busy) return;
    setBusy(true);
    setError(null);
    try {
      onEnabled((await enableTwoFactor({ code })).recoveryCodes);
    } catch (failure) {
      setError(securityErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="wallet-card" aria-labelledby="enrol-title">
      <h2 className="wallet-card__title" id="enrol-title">
        {t('twoFactor.enrolTitle')}
      </h2>
      <ol className="security-steps">
        <li>{t('twoFactor.step1')}</li>
        <li>{t('twoFactor.step2')}</li>
      </ol>
      <img
        className="security-qr"
        src={setup.qrDataUrl}
        alt={t('twoFactor.qrAlt')}
        width={184}
        height={184}
      />
      <p className="wallet-card__lead">{t('twoFactor.manual')}</p>
      <p className="security-secret">
        <code aria-label={t('twoFactor.secretLabel')} data-secret={setup.secret}>
          {grouped(setup.secret)}
        </code>
      </p>
      <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
        <CodeField label={t('twoFactor.code')} value={code} onChange={setCode} error={codeError} />
        {error ? (
          <p className="wallet-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="lb-btn lb-btn--primary lb-btn--block" disabled={busy}>
          {t('twoFactor.confirm')}
        </button>
      </form>
    </section>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = CODE.test(code) || RECOVERY.test(code.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await disableTwoFactor({ code: code.trim() });
      toast.success(t('twoFactor.disabled'));
      onDone();
    } catch (failure) {
      setError(securityErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="wallet-card" aria-labelledby="two-factor-on-title">
      <h2 className="wallet-card__title" id="two-factor-on-title">
        {t('twoFactor.onTitle')}
      </h2>
      <p className="wallet-card__lead">{t('twoFactor.onLead')}</p>
      <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
        <WalletField
          label={t('twoFactor.codeOrRecovery')}
          autoComplete="one-time-code"
          maxLength={11}
          value={code}
          onChange={setCode}
          error={tried && !valid ? t('twoFactor.codeOrRecoveryRule') : null}
        />
        {error ? (
          <p className="wallet-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="lb-btn lb-btn--ghost lb-btn--block" disabled={busy}>
          {t('twoFactor.turnOff')}
        </button>
      </form>
    </section>
  );
}
