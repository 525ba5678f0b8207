import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, NoData, RequestError, type RequestState } from '@lobby/shared';

/**
 * Loading (skeleton), error (with Retry) or the data; `isEmpty` data shows 'no data'.
 */
export function LoadState<T>({
  state,
  onRetry,
  isEmpty,
  children,
}: {
  state: RequestState<T>;
  onRetry: () => void;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('agentpay');
  if (state.status === 'loading') return <ListSkeleton />;
  if (state.status === 'error') {
    return <RequestError message={t('state.loadError')} onRetry={onRetry} />;
  }
  if (isEmpty?.(state.data)) return <NoData />;
  return <>{children(state.data)}</>;
}
