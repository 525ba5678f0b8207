import { useTranslation } from 'react-i18next';
import { toast, TOAST_DURATIONS } from '@lobby/shared';
import { copyText, shareLink } from '@lobby/shared/share-link';
import { useQrCode } from '../hooks/use-qr-code';

/** The code, the link with its QR code, and the copy and share buttons. */
export function InviteLinkCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('invite');
  const qr = useQrCode(link);

  const copy = async () => {
    if (await copyText(link)) toast.success(t('copied'), TOAST_DURATIONS.success);
    else toast.error(t('copyFailed'), TOAST_DURATIONS.short);
  };
  const share = async () => {
    const outcome = await shareLink({ title: t('shareTitle'), text: t('shareText'), url: link });
    if (outcome === 'copied') toast.success(t('copied'), TOAST_DURATIONS.success);
    if (outcome === 'failed') toast.error(t('copyFailed'), TOAST_DURATIONS.short);
  };

  return (
    <section className="invite__card invite__link-card" aria-labelledby="invite-link">
      <h2 id="invite-link" className="invite__heading">
        {t('yourLink')}
      </h2>
      <div className="invite__qr">
        {qr ? (
          <img src={qr} alt={t('qrAlt')} width={176} height={176} />
        ) : (
          <span className="invite__qr-placeholder" role="status">
            {t('qrLoading')}
          </span>
        )}
      </div>
      <p className="invite__code">
        {t('code')} <strong>{code}</strong>
      </p>
      <label className="invite__field">
        <span className="invite__label">{t('linkLabel')}</span>
        <input className="invite__input" type="url" value={link} readOnly />
      </label>
      <div className="invite__actions">
        <button type="button" className="lb-btn lb-btn--ghost" onClick={() => void copy()}>
          {t('copy')}
        </button>
        <button type="button" className="lb-btn lb-btn--primary" onClick={() => void share()}>
          {t('share')}
        </button>
      </div>
    </section>
  );
}
