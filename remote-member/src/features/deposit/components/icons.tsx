import type { ReactElement } from 'react';
import { SvgIcon, type IconProps } from '@lobby/shared';
import type { DepositChannelKind } from '@lobby/platform-api/contract';

const shapes: Record<DepositChannelKind | 'copy', ReactElement> = {
  BANK_TRANSFER: (
    <>
      <path d="M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
    </>
  ),
  EWALLET: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M16 12.5h2M3 9h15" />
    </>
  ),
  QR: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
    </>
  ),
  copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </>
  ),
};

export function WalletIcon({ name, ...props }: IconProps & { name: keyof typeof shapes }) {
  return (
    <SvgIcon strokeWidth={1.8} {...props}>
      {shapes[name]}
    </SvgIcon>
  );
}
