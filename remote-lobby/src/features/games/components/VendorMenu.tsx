import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '@lobby/shared';
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
 * vendors (white icon when chosen, colour otherwise) and 'view all'. Arrow keys move between the
 * tabs and Enter or Space chooses (manual activation: a choice loads games, or leaves the page
 * for the favourites).
 */
export function VendorMenu({ vendors, selected, onSelect }: VendorMenuProps) {
  const { t } = useTranslation('lobby');
  const strip = useRef<HTMLDivElement>(null);
  const step = (direction: 1 | -1) =>
    strip.current?.scrollBy?.({
      left: direction * remToPx(VENDOR_MENU_STEP_REM),
      behavior: 'smooth',
    });

  const label = (icon: ReactNode, text: string) => (
    <>
      {icon}
      <span className="gl-vendor-tabs__label">{text}</span>
    </>
  );
  const tabs = [
    { key: HOT, label: label(<CategoryIcon category="HOT" />, t('category.HOT')) },
    { key: FAVOURITES, label: label(<CategoryIcon category="FAV" />, t('list.tab.fav')) },
    ...vendors.map((vendor) => ({
      key: vendor.vassalage,
      label: label(
        <img
          className="gl-vendor-tabs__icon"
          src={selected === vendor.vassalage ? vendor.iconWhiteUrl : vendor.iconUrl}
          alt=""
          width="28"
          height="28"
        />,
        vendor.displayName,
      ),
    })),
    { key: VIEW_ALL, label: label(<CategoryIcon category="ALL" />, t('list.viewAll')) },
  ];

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
      <TabList
        tabs={tabs}
        selected={tabs.findIndex((tab) => tab.key === selected)}
        onSelect={(index) => onSelect(String(tabs[index]!.key))}
        label={t('vendorsLabel')}
        className="gl-vendor-tabs"
        activation="manual"
        listRef={strip}
      />
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
