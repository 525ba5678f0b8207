import type { ReactElement } from 'react';
import { SvgIcon, type IconProps } from '@lobby/shared';

type IconName = 'apple' | 'android';

/** The store icons of the download buttons. */
const shapes: Record<IconName, ReactElement> = {
  apple: (
    <>
      <path d="M16.5 13.5c0-2.4 2-3.3 2-3.3-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.9C6.4 8.4 4.5 10 4.5 13c0 4.1 2.9 8 4.4 8 1 0 1.6-.7 3-.7s1.8.7 3 .7c1.6 0 3.4-3.5 3.6-4.2-1.9-.8-2-2.6-2-3.3z" />
      <path d="M12 7.5c0-2 1.5-3.5 3.3-3.5" />
    </>
  ),
  android: (
    <>
      <path d="M6 10h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM6 10a6 6 0 0 1 12 0" />
      <path d="M8 4l1.5 2.5M16 4l-1.5 2.5M10 8h.01M14 8h.01M3.5 11v5M20.5 11v5" />
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
