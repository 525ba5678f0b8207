import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isTrialType,
  openSafeUrl,
  toast,
  TOAST_DURATIONS,
  useSessionStore,
  useSystemStatusStore,
  type CustomerService,
  useLoginRedirect,
  useOpenLiveChat,
} from '@lobby/shared';

export interface CustomerServiceChannels {
  /** The status's service channels; live chat only when CBS3 is on. */
  channels: CustomerService[];
  /**
   * Opens a channel: live chat sends visitors to login, refuses trial accounts and opens the
   * chat launch's page for members; the other channels open in a new window.
   */
  open: (channel: CustomerService) => void;
}

/** Customer service as the spec has it (sections 2 and 4), for every entry that offers it. */
export function useCustomerService(): CustomerServiceChannels {
  const { t } = useTranslation('common');
  const toLogin = useLoginRedirect();
  const session = useSessionStore((state) => state.session);
  const info = useSystemStatusStore((state) => state.status?.info);
  const openLiveChat = useOpenLiveChat();
  const channels = (info?.customerService ?? []).filter(
    (channel) => channel.csType !== 'LIVECHAT' || info?.whitelabel.CBS3 === true,
  );

  const open = useCallback(
    (channel: CustomerService) => {
      if (channel.csType === 'LIVECHAT' && !session) toLogin();
      else if (channel.csType === 'LIVECHAT' && isTrialType(session?.type ?? 0)) {
        toast.error(t('errors.free_reject'), TOAST_DURATIONS.guestRejection);
      } else if (channel.csType === 'LIVECHAT') openLiveChat();
      else openSafeUrl(channel.path); // a new window, never a javascript: or data: URL
    },
    [session, t, toLogin, openLiveChat],
  );

  return { channels, open };
}
