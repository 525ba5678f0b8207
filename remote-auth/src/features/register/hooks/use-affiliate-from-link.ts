import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authApi } from '@lobby/shared/auth-forms';

/**
 * The invitation link's affiliate code (?code= or ?affiliateCode=, else the domain's) when the
 * platform accepts it; null while unknown or when there is none.
 */
export function useAffiliateFromLink(): string | null {
  const [query] = useSearchParams();
  const [affiliateFromLink, setAffiliateFromLink] = useState<string | null>(null);
  useEffect(() => {
    const code = query.get('code') ?? query.get('affiliateCode') ?? undefined;
    authApi
      .checkAffiliate({ code, domain: window.location.hostname })
      .then((valid) => setAffiliateFromLink(valid ? (code ?? '') : null))
      .catch(() => setAffiliateFromLink(null));
  }, [query]);
  return affiliateFromLink;
}
