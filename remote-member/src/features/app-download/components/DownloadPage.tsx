import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListSkeleton,
  Modal,
  PageTitleBar,
  paths,
  RequestError,
  useRequest,
  useSystemStatusStore,
} from '@lobby/shared';
import { fetchDownloads } from '../api/downloads';
import { downloadTargets, isIosOutsideSafari } from '../utils/targets';
import { Icon } from './icons';
import '../download.css';

/**
 * /m/download, /m/app and /m/down: the app download page with the iOS (profile, else app) and
 * Android buttons. /m/app has no host header, so it brings its own title bar (`ownBar`).
 */
export function DownloadPage({ ownBar = false }: { ownBar?: boolean }) {
  const { t } = useTranslation('member');
  const { state, reload } = useRequest(fetchDownloads, 'downloads');
  const description = useSystemStatusStore((s) => s.status?.info.mobileTemplate.app_desc);
  const [safariHint, setSafariHint] = useState(false);
  // Under its own title bar (the page's h1) the app's name is the section's heading.
  const Title = ownBar ? 'h2' : 'h1';

  const onIosTap = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isIosOutsideSafari(window.navigator.userAgent)) return;
    event.preventDefault();
    setSafariHint(true);
  };

  function content() {
    if (state.status === 'loading')
      return <ListSkeleton rows={1} className="member-list-skeleton" sweep />;
    if (state.status === 'error') {
      return (
        <RequestError
          message={t('download.error')}
          onRetry={reload}
          className="member-state"
          retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
        />
      );
    }
    const targets = downloadTargets(state.data);
    return (
      <section className="member-download" aria-labelledby="member-download-title">
        <span className="member-download__icon">
          {targets.icon ? <img src={targets.icon} alt="" width={88} height={88} /> : null}
        </span>
        <Title id="member-download-title" className="member-download__title">
          {t('download.title')}
        </Title>
        <p className="member-download__text">{description?.trim() || t('download.description')}</p>
        {!targets.ios && !targets.android ? (
          <p className="member-state__text">{t('download.none')}</p>
        ) : null}
        <div className="member-download__buttons">
          {targets.ios ? (
            <a
              className="lb-btn lb-btn--primary lb-btn--lg member-download__button"
              href={targets.ios}
              onClick={onIosTap}
            >
              <Icon name="apple" />
              <span className="member-download__label">
                {t('download.ios')}
                <small>{t('download.iosHint')}</small>
              </span>
            </a>
          ) : null}
          {targets.android ? (
            <a
              className="lb-btn lb-btn--ghost lb-btn--lg member-download__button"
              href={targets.android}
            >
              <Icon name="android" />
              <span className="member-download__label">
                {t('download.android')}
                <small>{t('download.androidHint')}</small>
              </span>
            </a>
          ) : null}
        </div>
      </section>
    );
  }

  return (
    <div className={`member-page${ownBar ? ' member-page--bare' : ''}`}>
      {ownBar ? (
        <PageTitleBar
          title={t('download.pageTitle')}
          backTo={paths.home}
          className="member-title-bar"
        />
      ) : null}
      {content()}
      <Modal
        open={safariHint}
        onClose={() => setSafariHint(false)}
        title={t('common:notice')}
        footer={
          <button
            type="button"
            className="lb-btn lb-btn--primary"
            onClick={() => setSafariHint(false)}
          >
            {t('common:confirm')}
          </button>
        }
      >
        <p>{t('download.useSafari')}</p>
      </Modal>
    </div>
  );
}
