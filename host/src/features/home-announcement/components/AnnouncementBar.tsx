import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ChevronDownIcon,
  MegaphoneIcon,
  paths,
  useSystemStatusStore,
  withQuery,
} from '@lobby/shared';
import { appDownloadLink } from '@lobby/shared/app-download';
import { fetchNoticeTitles, type NoticeTitle } from '../api/announcements-api';
import { marqueeTiming } from '../utils/marquee-timing';

/**
 * Marquee of notice titles at 30 fps, moving once they are in; a title opens /m/notice at its
 * index; collapsible to 'Notice'.
 */
export function AnnouncementBar() {
  const { t, i18n } = useTranslation('common');
  const [notices, setNotices] = useState<NoticeTitle[] | null>(null);
  const [collapsed, setCollapsed] = useState(false);
  const downloadUrl = appDownloadLink(useSystemStatusStore((state) => state.status));

  useEffect(() => {
    let active = true;
    fetchNoticeTitles(i18n.language).then(
      (list) => active && setNotices(list),
      () => active && setNotices([]),
    );
    return () => {
      active = false;
    };
  }, [i18n.language]);

  return (
    <section
      className={`host-notice${collapsed ? ' is-collapsed' : ''}`}
      aria-label={t('announcement.label')}
    >
      <MegaphoneIcon size={18} className="host-notice__icon" />
      {collapsed ? (
        <span className="host-notice__word">{t('notice')}</span>
      ) : (
        <div className="host-notice__viewport">
          {notices?.length === 0 ? (
            <span className="host-notice__empty">{t('announcement.none')}</span>
          ) : notices ? (
            <div className="host-notice__marquee" style={marqueeTiming(notices.length)}>
              {notices.map((notice, index) => (
                <Link
                  key={notice.id}
                  to={withQuery(paths.notice, { index })}
                  className="host-notice__item"
                >
                  {notice.title}
                </Link>
              ))}
            </div>
          ) : null}
        </div>
      )}
      {downloadUrl ? (
        <a className="lb-btn lb-btn--primary host-notice__download" href={downloadUrl}>
          {t('announcement.download')}
        </a>
      ) : null}
      <button
        type="button"
        className="lb-icon-btn host-notice__toggle"
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('announcement.expand') : t('announcement.collapse')}
        onClick={() => setCollapsed((value) => !value)}
      >
        <ChevronDownIcon size={16} />
      </button>
    </section>
  );
}
