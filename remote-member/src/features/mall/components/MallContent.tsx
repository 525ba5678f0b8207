import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallHome, MallItem } from '@lobby/platform-api/contract';
import { ListSkeleton, RequestError, TabList, useRequest } from '@lobby/shared';
import { getMall } from '../api/mall-api';
import { ItemGrid } from './ItemGrid';
import { ItemSheet } from './ItemSheet';
import { OrderList } from './OrderList';

export function MallContent() {
  const { t, i18n } = useTranslation('mall');
  const [tab, setTab] = useState(0);
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<MallItem | null>(null);
  const { state, reload } = useRequest(getMall, `mall:${i18n.language}:${version}`);

  // After a redemption the mall reloads; the last answer stays on screen meanwhile.
  const last = useRef<MallHome | null>(null);
  if (state.status === 'success') last.current = state.data;
  if (state.status === 'error' && !last.current) {
    return <RequestError message={t('loadError')} onRetry={reload} className="mall__state" />;
  }
  const mall = last.current;
  if (!mall) return <ListSkeleton className="mall__skeleton" />;
  return (
    <>
      <section className="mall__points" aria-labelledby="mall-points">
        <h2 id="mall-points" className="mall__points-label">
          {t('points')}
        </h2>
        <p className="mall__points-value">{mall.points.toLocaleString()}</p>
        <p className="mall__muted">
          {t('rate', { amount: `${mall.currencySymbol}${mall.stakePerPoint.toFixed(2)}` })}
        </p>
      </section>
      <TabList
        tabs={[
          { key: 'items', label: t('catalogue') },
          { key: 'orders', label: t('orders') },
        ]}
        selected={tab}
        onSelect={setTab}
        label={t('title')}
        className="mall__tabs"
      >
        {tab === 0 ? (
          <ItemGrid items={mall.items} points={mall.points} onOpen={setOpen} />
        ) : (
          <OrderList version={version} />
        )}
      </TabList>
      {open ? (
        <ItemSheet
          item={open}
          points={mall.points}
          symbol={mall.currencySymbol}
          onClose={() => setOpen(null)}
          onRedeemed={() => {
            setOpen(null);
            setVersion((count) => count + 1);
            setTab(1);
          }}
        />
      ) : null}
    </>
  );
}
