import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authApi } from '@/api/auth-api';

export interface AffiliateFromLink {
  /**
   * The code the registration carries: the link's own (?code= or ?affiliateCode=) from the first
   * render, whatever the platform says of it, so a sign-up through an agent's link is never
   * silently taken from the agent; '' when the domain's affiliation applies; null when neither
   * (the form then offers its invitation-code field).
   */
  code: string | null;
  /** The platform refused the link's code (expired or unknown): the page says so up front. */
  refused: boolean;
}

/** The invitation link's affiliate code, and whether the platform accepts it. */
export function useAffiliateFromLink(): AffiliateFromLink {
  const [query] = useSearchParams();
  const linkCode = query.get('code') ?? query.get('affiliateCode');
  const [checked, setChecked] = useState<{ valid: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    setChecked(null);
    authApi
      .checkAffiliate({ code: linkCode ?? undefined, domain: window.location.hostname })
      .then((valid) => current && setChecked({ valid }))
      .catch(() => current && setChecked({ valid: false }));
    return () => {
      current = false;
    };
  }, [linkCode]);
  if (linkCode) return { code: linkCode, refused: checked?.valid === false };
  return { code: checked?.valid ? '' : null, refused: false };
}
