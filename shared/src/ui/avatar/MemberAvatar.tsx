import { useState, type ReactNode } from 'react';
import { requestUrl } from '../../api/request-url';
import { getBrandConfig } from '../../config/brand-config';

export interface MemberAvatarProps {
  /** The name shown beside the picture: its first letter stands in when there is no picture. */
  name: string;
  /** The member's picture as the platform gives it (`iconUrl`, root-relative), or none. */
  iconUrl?: string | null;
  /** What stands in for a missing picture instead of the initial (the side menu's figure). */
  fallback?: ReactNode;
  /** The caller's circle (size, border, colours); the picture fills it. */
  className?: string;
}

/**
 * A member's picture, or the first letter of the name when there is none or it fails to load
 * (spec section 8: image load failure falls back to a default). Decorative: the name is always
 * written beside it, so it is hidden from assistive technology.
 */
export function MemberAvatar({ name, iconUrl, fallback, className }: MemberAvatarProps) {
  // Remembers which URL failed, so a new picture is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = iconUrl ? requestUrl(getBrandConfig().apiBaseUrl || undefined, iconUrl) : null;
  const classes = ['lb-avatar', className].filter(Boolean).join(' ');
  return (
    <span className={classes} aria-hidden="true" data-testid="member-avatar">
      {src && failedUrl !== src ? (
        <img
          className="lb-avatar__image"
          src={src}
          alt=""
          width={256}
          height={256}
          decoding="async"
          onError={() => setFailedUrl(src)}
        />
      ) : (
        (fallback ?? name.trim().charAt(0).toUpperCase())
      )}
    </span>
  );
}
