import type { ReactElement } from 'react';
import { SvgIcon, type IconProps } from '@lobby/shared';

type IconName = 'telegram' | 'megaphone' | 'inbox' | 'chat' | 'affiliate';

/** The message center's row icons (the chevron is the shared ChevronRightIcon). */
const shapes: Record<IconName, ReactElement> = {
  telegram: <path d="M21 4L3 11l6 2.5M21 4l-3 16-9-6.5M21 4L9 13.5V19l3-3.5" />,
  megaphone: (
    <>
      <path d="M4 10v4h3l8 4V6L7 10z" />
      <path d="M18 9a4 4 0 0 1 0 6M7 14l1 5h3l-1-4" />
    </>
  ),
  inbox: (
    <>
      <path d="M4 13l2.5-7h11l2.5 7v6H4z" />
      <path d="M4 13h5l1 2h4l1-2h5" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 10h.01M12 10h.01M16 10h.01" />
    </>
  ),
  affiliate: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5a3 3 0 0 1 0 6M18 14c2 .8 3 3 3 6" />
    </>
  ),
};

export function Icon({ name, ...props }: IconProps & { name: keyof typeof shapes }) {
  return (
    <SvgIcon strokeWidth={1.8} {...props}>
      {shapes[name]}
    </SvgIcon>
  );
}
