import { useTranslation } from 'react-i18next';
import type { MallItem } from '@lobby/platform-api/contract';
import { BagIcon, GiftIcon, NoData } from '@lobby/shared';

/** The catalogue: each item a button opening its detail. */
export function ItemGrid({
  items,
  points,
  onOpen,
}: {
  items: MallItem[];
  points: number;
  onOpen: (item: MallItem) => void;
}) {
  const { t } = useTranslation('mall');
  if (items.length === 0) return <NoData message={t('empty')} />;
  return (
    <ul className="mall__grid">
      {items.map((item) => {
        const Icon = item.kind === 'BONUS' ? GiftIcon : BagIcon;
        return (
          <li key={item.id}>
            <button type="button" className="mall__item" onClick={() => onOpen(item)}>
              <span className="mall__item-art" aria-hidden="true">
                <Icon size={36} />
              </span>
              <span className="mall__item-name">{item.name}</span>
              <span className="mall__item-cost">{t('cost', { points: item.pointsCost })}</span>
              <span className={item.stock > 0 ? 'mall__muted' : 'mall__sold-out'}>
                {item.stock > 0 ? t('stock', { count: item.stock }) : t('soldOut')}
              </span>
              {item.stock > 0 && points < item.pointsCost ? (
                <span className="mall__muted">
                  {t('needMore', { points: item.pointsCost - points })}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
