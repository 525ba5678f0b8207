import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from './CategoryIcon';
import type { VendorSummary as Vendor } from '@lobby/platform-api/contract';
import './vendor-menu.css';

/** Arrow step of the vendor menu (spec section 2): 1.28 rem. */
export const VENDOR_MENU_STEP_REM = 1.28;

export const VIEW_ALL = 'ALL';
export const FAVOURITES = 'FAV';
export const HOT = 'HOT';

interface VendorMenuProps {
  vendors: Vendor[];
  /** A vendor code, or HOT, FAV, ALL. */
  selected: string;
  onSelect: (choice: string) => void;
}

function remToPx(rem: number): number {
  const root = typeof document !== 'undefined' ? getComputedStyle(document.documentElement) : null;
  return rem * (parseFloat(root?.fontSize ?? '') || 16);
}

/**
 * Horizontal vendor tabs with prev/next arrows: HOT (fixed icon), favourites, the category's
 * vendors (white icon when chosen, colour otherwise) and 'view all'.
 */
export function VendorMenu({ vendors, selected, onSelect }: VendorMenuProps) {
  const { t } = useTranslation('lobby');
  const strip = useRef<HTMLDivElement>(null);
  const step = (direction: 1 | -1) =>
    strip.current?.scrollBy?.({
      left: direction * remToPx(VENDOR_MENU_STEP_REM),
      behavior: 'smooth',
    });

  const item = (choice: string, label: string, icon: React.ReactNode) => (
    <button
      key={choice}
      type="button"
      role="tab"
      aria-selected={selected === choice}
      className="gl-vendors__item"
      onClick={() => onSelect(choice)}
    >
      {icon}
      <span className="gl-vendors__label">{label}</span>
    </button>
  );

  return (
    <div className="gl-vendors">
      <button
        type="button"
        className="gl-vendors__arrow"
        aria-label={t('list.previousVendors')}
        onClick={() => step(-1)}
      >
        ‹
      </button>
      <div className="gl-vendors__strip" role="tablist" aria-label={t('vendorsLabel')} ref={strip}>
        {item(HOT, t('category.HOT'), <CategoryIcon category="HOT" />)}
        {item(FAVOURITES, t('list.tab.fav'), <CategoryIcon category="FAV" />)}
        {vendors.map((vendor) =>
          item(
            vendor.vassalage,
            vendor.displayName,
            <img
              className="gl-vendors__icon"
              src={selected === vendor.vassalage ? vendor.iconWhiteUrl : vendor.iconUrl}
              alt=""
              width="28"
              height="28"
            />,
          ),
        )}
        {item(VIEW_ALL, t('list.viewAll'), <CategoryIcon category="ALL" />)}
      </div>
      <button
        type="button"
        className="gl-vendors__arrow"
        aria-label={t('list.nextVendors')}
        onClick={() => step(1)}
      >
        ›
      </button>
    </div>
  );
}
