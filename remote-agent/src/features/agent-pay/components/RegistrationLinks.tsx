import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RebateLine, RegistrationLink } from '@lobby/platform-api/contract';
import { formatDateTime, toast, useRequest, apiErrorText } from '@lobby/shared';
import { errorPath } from '@lobby/shared/field-errors';
import { copyText, shareLink } from '@lobby/shared/share-link';
import { createLink, fetchLinks, revokeLink } from '../api/agent-pay-api';
import { ratesFromDraft, zeroDraft, type RateDraft } from '../utils/rates';
import { AccountTypeChoice } from './AccountTypeChoice';
import { LinkQr } from './LinkQr';
import { LoadState } from './LoadState';
import { RateInputs } from './RateInputs';

const EXPIRY_CHOICES = [1, 7, 30, 90, 0] as const;

/** New registration links (type, expiry, rates) and the agent's links with QR, copy and share. */
export function RegistrationLinks({ caps }: { caps: readonly RebateLine[] }) {
  const { t } = useTranslation('agentpay');
  const links = useRequest(fetchLinks, 'registration-links');
  const expiryId = useId();
  const [accountType, setAccountType] = useState<0 | 1>(0);
  const [expiry, setExpiry] = useState<number>(7);
  const [draft, setDraft] = useState<RateDraft>(() => zeroDraft(caps));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratesFromDraft(draft, caps);
    if ('invalid' in parsed) {
      setInvalid(parsed.invalid);
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      await createLink({ accountType, rates: parsed.rates, expiresInDays: expiry || null });
      toast.success(t('register.linkCreated'));
      links.reload();
    } catch (error) {
      setInvalid(errorPath(error)?.replace('rates.', '') ?? null);
      toast.error(apiErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form
        className="agentpay-card agentpay-form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <AccountTypeChoice name="link-type" value={accountType} onChange={setAccountType} />
        <div className="agentpay-field">
          <label className="agentpay-field__label" htmlFor={expiryId}>
            {t('register.expiry')}
          </label>
          <select
            id={expiryId}
            className="agentpay-field__input"
            value={expiry}
            onChange={(event) => setExpiry(Number(event.target.value))}
          >
            {EXPIRY_CHOICES.map((days) => (
              <option key={days} value={days}>
                {t(days === 0 ? 'register.never' : `register.expiry${days}`)}
              </option>
            ))}
          </select>
        </div>
        <RateInputs caps={caps} draft={draft} onChange={setDraft} invalid={invalid} />
        <button type="submit" className="lb-btn lb-btn--primary lb-btn--block" disabled={busy}>
          {t('register.createLink')}
        </button>
      </form>
      <section aria-labelledby="links-title">
        <h2 id="links-title" className="agentpay__section-title">
          {t('register.myLinks')}
        </h2>
        <LoadState state={links.state} onRetry={links.reload} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ul className="agentpay-links">
              {list.map((link) => (
                <LinkCard key={link.id} link={link} onRevoked={links.reload} />
              ))}
            </ul>
          )}
        </LoadState>
      </section>
    </>
  );
}

function expiryText(t: TFunction, link: RegistrationLink): string {
  if (link.expired) return t('register.expired');
  if (!link.expiresAt) return t('register.never');
  return t('register.expires', { date: formatDateTime(link.expiresAt) });
}

function LinkCard({ link, onRevoked }: { link: RegistrationLink; onRevoked: () => void }) {
  const { t } = useTranslation('agentpay');
  // Revoking asks once more on the card itself: a link already shared stops working.
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await revokeLink(link.id);
      toast.success(t('register.revoked'));
      setConfirming(false);
      onRevoked();
    } catch (error) {
      toast.error(apiErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  const url = `${window.location.origin}${link.path}`;
  const given = link.rates.filter((line) => line.rate > 0);
  const announceCopied = () => toast.success(t('register.copied'));
  return (
    <li className="agentpay-card agentpay-link">
      <LinkQr url={url} label={t('register.qr', { code: link.code })} />
      <div className="agentpay-link__text">
        <p className="agentpay-link__code">{link.code}</p>
        <p className="agentpay__muted">
          {link.accountType === 0 ? t('register.member') : t('register.agent')} ·{' '}
          {expiryText(t, link)}
        </p>
        <p className="agentpay__muted">
          {given.length > 0
            ? given.map((line) => `${t(`categories.${line.category}`)} ${line.rate}%`).join(', ')
            : t('register.noRebate')}
        </p>
        <p className="agentpay__muted">{t('register.registrations', { n: link.registrations })}</p>
        <p className="agentpay-link__url">{url}</p>
        <div className="agentpay__actions">
          <button
            type="button"
            className="lb-btn lb-btn--ghost"
            aria-label={t('register.copyOf', { code: link.code })}
            onClick={() => void copyText(url).then((copied) => copied && announceCopied())}
          >
            {t('register.copy')}
          </button>
          <button
            type="button"
            className="lb-btn lb-btn--primary"
            aria-label={t('register.shareOf', { code: link.code })}
            disabled={link.expired}
            onClick={() =>
              void shareLink({ title: t('pages.register'), url }).then(
                (outcome) => outcome === 'copied' && announceCopied(),
              )
            }
          >
            {t('register.share')}
          </button>
          {!link.expired && !confirming ? (
            <button
              type="button"
              className="lb-btn lb-btn--ghost"
              aria-label={t('register.revokeOf', { code: link.code })}
              onClick={() => setConfirming(true)}
            >
              {t('register.revoke')}
            </button>
          ) : null}
        </div>
        {confirming ? (
          <div className="agentpay-warning" role="alert">
            <p>{t('register.revokeConfirm')}</p>
            <div className="agentpay__actions">
              <button
                type="button"
                className="lb-btn lb-btn--ghost"
                onClick={() => setConfirming(false)}
              >
                {t('rebate.cancel')}
              </button>
              <button
                type="button"
                className="lb-btn lb-btn--primary"
                disabled={busy}
                onClick={() => void revoke()}
              >
                {t('register.revokeYes')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
