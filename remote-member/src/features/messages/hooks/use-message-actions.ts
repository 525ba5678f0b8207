import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  isAgentType,
  openSafeUrl,
  paths,
  toast,
  TOAST_DURATIONS,
  useRefuseTrial,
  useSessionStore,
  useWhitelabel,
  useLoginRedirect,
  useOpenLiveChat,
} from '@lobby/shared';
import type { Reader } from './use-reader';

/** Server links open in a new window under the safe-URL rule (never javascript: or data:). */
function openOutside(url: string) {
  openSafeUrl(url);
}

/** What the message center's rows do for this reader (spec sections 2, 4 and 6). */
export function useMessageActions(reader: Reader) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const toLogin = useLoginRedirect();
  const refuseTrial = useRefuseTrial();
  const sessionType = useSessionStore((state) => state.session?.type);
  const referral = useWhitelabel('REFERRAL3');
  const openChat = useOpenLiveChat();

  return {
    openTelegram: (url: string) => openOutside(url),
    /** The inbox needs a real account: visitors log in, trial users are refused. */
    guardInbox: (event: MouseEvent) => {
      if (reader === 'member') return;
      event.preventDefault();
      if (reader === 'visitor') toLogin();
      else refuseTrial();
    },
    /** The platform's chat (chat launch, then its page in this tab); back comes here. */
    openLiveChat: () => {
      if (reader === 'visitor') toLogin();
      else if (reader === 'trial') refuseTrial();
      else openChat();
    },
    /** The agent entry of spec section 4: agents to their centre, others to the referral page. */
    openAffiliate: () => {
      if (reader === 'visitor') toLogin();
      else if (isAgentType(sessionType)) navigate(paths.agentHome);
      else if (referral) navigate(paths.inviteFriends);
      else toast.info(t('comingSoon'), TOAST_DURATIONS.comingSoon);
    },
  };
}
