import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@lobby/shared';
import { startPromotionsReads } from '../api/start-promotions-reads';
import { usePromotions } from '../hooks/use-promotions';
import { parsePromotionId } from '../utils/promotion-id';
import { PromotionDetail } from './PromotionDetail';
import { PromotionList } from './PromotionList';
import { PromotionNotFound } from './PromotionNotFound';
import { PromotionsError, PromotionsSkeleton } from './RequestStates';
import '../promotions.css';

// Loading this module on a promotions page (the remote's first load, e.g. after a tap on
// Promotion) means the page is about to render: its list read starts now.
startPromotionsReads();

/** The list a card was opened from (kept in history state), so 'all promotions' returns there. */
function readReferrer(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  return typeof from === 'string' && from.startsWith(paths.activity) ? from : null;
}

interface PromotionsPageProps {
  /** The detail route always shows one promotion; the list route does when `id` is present. */
  detailOnly?: boolean;
  /** What the app shows under a promotion's details (taking part in it), by promotion id. */
  takePart?: (promotionId: number) => ReactNode;
}

export function PromotionsPage({ detailOnly = false, takePart }: PromotionsPageProps) {
  const { t } = useTranslation('promo');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const referrer = readReferrer(location.state);
  const { state, reload } = usePromotions();
  const rawId = searchParams.get('id');
  const showDetail = detailOnly || rawId !== null;

  function content() {
    if (state.status === 'loading') return <PromotionsSkeleton />;
    if (state.status === 'error') return <PromotionsError onRetry={reload} />;
    if (!showDetail) return <PromotionList data={state.data} />;
    const id = parsePromotionId(rawId);
    const promotion = state.data.list.find((item) => item.id === id);
    if (!promotion) return <PromotionNotFound />;
    return (
      <>
        <PromotionDetail promotion={promotion} />
        {takePart?.(promotion.id)}
        <Link
          className="lb-btn lb-btn--ghost lb-btn--lg promo-detail__back"
          to={referrer ?? paths.activity}
        >
          {t('allPromotions')}
        </Link>
      </>
    );
  }

  return (
    <div className="promo-page">
      {/* The list's heading for screen readers (a detail has its own, the promotion's title). */}
      {showDetail ? null : <h1 className="lb-visually-hidden">{t('title')}</h1>}
      {content()}
    </div>
  );
}
