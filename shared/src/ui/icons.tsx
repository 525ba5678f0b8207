// Inline SVG icons (no network fonts or images). Decorative: callers label the control.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame of every icon: 24-unit view box, stroked in the text colour, hidden from readers. */
export function SvgIcon({ size = 22, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </SvgIcon>
);
export const BackIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M15 5l-7 7 7 7" />
  </SvgIcon>
);
export const CloseIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </SvgIcon>
);
export const EyeIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </SvgIcon>
);
export const EyeOffIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </SvgIcon>
);
export const RefreshIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </SvgIcon>
);
export const HomeIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </SvgIcon>
);
export const GiftIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3 8 4s0 4 4 4zm0 0s1.5-5 4-4 0 4-4 4z" />
  </SvgIcon>
);
export const InviteIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </SvgIcon>
);
export const BonusIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
  </SvgIcon>
);
export const UserIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </SvgIcon>
);
export const HeadsetIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2" />
  </SvgIcon>
);
export const GlobeIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </SvgIcon>
);
export const MegaphoneIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 10v4h4l6 4V6L7 10zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12" />
  </SvgIcon>
);
/** A letter: the inbox (the megaphone is the notices'). */
export const MailIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </SvgIcon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 9l6 6 6-6" />
  </SvgIcon>
);
export const ChevronRightIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M9 6l6 6-6 6" />
  </SvgIcon>
);
export const WalletIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />
    <circle cx="16" cy="14.5" r="1.2" />
  </SvgIcon>
);
export const RecordIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h4" />
  </SvgIcon>
);
export const ChartIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </SvgIcon>
);
export const ShieldIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </SvgIcon>
);
export const BagIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2" />
  </SvgIcon>
);
export const HelpIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
  </SvgIcon>
);
export const LogoutIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l-5-5 5-5M5 12h11" />
  </SvgIcon>
);
export const DepositIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />
  </SvgIcon>
);
export const WithdrawIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 15V3M7 8l5-5 5 5M4 21h16" />
  </SvgIcon>
);
export const DownloadIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </SvgIcon>
);
export const WrenchIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5L3 17.6V21h3.4l6.3-6.3a4 4 0 0 0 5-5.4l-2.5 2.5-2.6-.7-.7-2.6z" />
  </SvgIcon>
);
export const BlockIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </SvgIcon>
);
export const LockIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </SvgIcon>
);
export const CheckIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 12l5 5L20 7" />
  </SvgIcon>
);
export const AlertIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6M12 17h.01" />
  </SvgIcon>
);
