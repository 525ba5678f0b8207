import type { ReactElement } from 'react';
import { BagIcon, ChevronRightIcon, ShieldIcon, SvgIcon, type IconProps } from '@lobby/shared';
import type { EntryIcon } from '../utils/entries';

type IconName = EntryIcon | 'withdraw' | 'deposit' | 'chevron';

/** Shapes the shared icon set already draws: one drawing of each across the apps. */
type SharedName = 'mall' | 'security' | 'chevron';
const SHARED: Record<SharedName, (props: IconProps) => ReactElement> = {
  mall: BagIcon,
  security: ShieldIcon,
  chevron: ChevronRightIcon,
};

/** The member centre's own icons: its entries and the wallet buttons. */
const shapes: Record<Exclude<IconName, SharedName>, ReactElement> = {
  betRecord: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  transactions: <path d="M4 8h13l-3-3M20 16H7l3 3" />,
  profitLoss: <path d="M4 19V5M4 19h16M8 15l3-4 3 2 5-6" />,
  reward: (
    <>
      <rect x="4" y="9" width="16" height="11" rx="1" />
      <path d="M3 9h18M12 9v11M12 9c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z" />
    </>
  ),
  responsible: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  inbox: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  service: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-2 2.5-5 2.5" />
    </>
  ),
  logout: (
    <>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M10 16l-4-4 4-4M6 12h10" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 0 1 5 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  withdraw: (
    <>
      <rect x="2" y="6" width="20" height="13" rx="2" />
      <path d="M12 16V9M9 12l3-3 3 3" />
    </>
  ),
  deposit: (
    <>
      <rect x="2" y="6" width="20" height="13" rx="2" />
      <path d="M12 9v7M9 13l3 3 3-3" />
    </>
  ),
};

const isShared = (name: IconName): name is SharedName => name in SHARED;

export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  if (isShared(name)) {
    const Shared = SHARED[name];
    return <Shared strokeWidth={1.8} {...props} />;
  }
  return (
    <SvgIcon strokeWidth={1.8} {...props}>
      {shapes[name]}
    </SvgIcon>
  );
}
