import { createContext, useContext } from 'react';

export interface RemoteRetry {
  retry: () => void;
  retrying: boolean;
}

export const RemoteRetryContext = createContext<RemoteRetry>({
  retry: () => window.location.reload(),
  retrying: false,
});

export const useRemoteRetry = () => useContext(RemoteRetryContext);
