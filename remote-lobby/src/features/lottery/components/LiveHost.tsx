import { useTranslation } from 'react-i18next';
import { useRequest } from '@lobby/shared';
import { lgw } from '../api/lgw-api';

/** The host streaming this game now, if any, with a link to the stream. Quiet on failure. */
export function LiveHost({ gameId }: { gameId: number }) {
  const { t } = useTranslation('lottery');
  const { state } = useRequest(() => lgw.liveModels(), 'lgw-live-models');
  if (state.status !== 'success') return null;
  const host = state.data.list.find((model) => model.gameId === gameId && model.streamUrl);
  if (!host) return null;
  return (
    <p className="lg-live">
      {host.avatarUrl && <img className="lg-live__avatar" src={host.avatarUrl} alt="" />}
      <span className="lg-live__name">{t('page.liveNow', { name: host.name })}</span>
      <a className="lg-live__watch" href={host.streamUrl!} target="_blank" rel="noreferrer">
        {t('page.watchLive')}
      </a>
    </p>
  );
}
