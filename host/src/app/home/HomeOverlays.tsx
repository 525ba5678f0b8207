import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatusStore, type SystemStatus } from '@lobby/shared';
import { showDownloadIcon } from '@lobby/shared/app-download';
import { DownloadBar } from '@/features/app-download/components/DownloadBar';
import { DownloadPopupBody } from '@/features/app-download/components/DownloadPopupBody';
import {
  downloadOffers,
  offersSomething,
  type DownloadOffers,
} from '@/features/app-download/utils/download-offers';
import { keepDownloadBarRoom } from '@/features/app-download/utils/download-bar-room';
import {
  closeDownloadBar,
  downloadBarClosed,
  downloadPopupShown,
  markDownloadPopupShown,
} from '@/features/app-download/utils/download-session';
import { AnnouncementPopupBody } from '@/features/home-popups/components/AnnouncementPopupBody';
import { PopupSequence, type PopupItem } from '@/features/home-popups/components/PopupSequence';
import { useHomePopups, type ReadyPopup } from '@/features/home-popups/hooks/use-home-popups';
import { ContractPromptBody } from '@/features/home-popups/components/ContractPromptBody';
import { offersApp } from '@/features/home-popups/utils/offers-app';
import { useContractPrompt } from '@/features/home-popups/hooks/use-contract-prompt';
import type { PendingContract } from '@/features/home-popups/utils/contract-prompt';
import { useRealityCheckShowing } from '@/features/reality-check/hooks/reality-check-showing';

type PlannedPopup =
  | { kind: 'announcement'; popup: ReadyPopup; offersApp: boolean }
  | { kind: 'contracts'; pending: PendingContract[] }
  | { kind: 'download'; offers: DownloadOffers };

function planPopups(
  announcements: ReadyPopup[],
  contracts: PendingContract[],
  status: SystemStatus | null,
): PlannedPopup[] {
  const plan: PlannedPopup[] = [];
  // The contract request check after an agent's login (spec sections 3, 6) comes first: an
  // offer about the agent's pay is not to wait behind marketing popups (issue 35).
  if (contracts.length > 0) plan.push({ kind: 'contracts', pending: contracts });
  const planned = announcements.map((popup): PlannedPopup => ({
    kind: 'announcement',
    popup,
    offersApp: offersApp(popup.html),
  }));
  plan.push(...planned);
  const offers = status && showDownloadIcon(status, true) ? downloadOffers(status) : null;
  // One offer of the app per session: an operator's popup that leads to the download page is it
  // (and counts as the download popup shown, so the next visit does not bring it either).
  const appOffered = planned.some((item) => item.kind === 'announcement' && item.offersApp);
  if (offers && offersSomething(offers) && !downloadPopupShown() && !appOffered)
    plan.push({ kind: 'download', offers });
  return plan;
}

/**
 * What home shows over the page once its first content is in: the app download bar, and the
 * contract prompt, the login popups and the download popup, one after another.
 */
export function HomeOverlays() {
  const { t } = useTranslation('common');
  const status = useSystemStatusStore((state) => state.status);
  const statusSettled = useSystemStatusStore((state) => state.status !== null || state.failed);
  const announcements = useHomePopups();
  const contracts = useContractPrompt();
  const [barOpen, setBarOpen] = useState(() => !downloadBarClosed());
  // The sequence is fixed when it can start (status known, popups loaded), then left alone.
  const [plan, setPlan] = useState<PlannedPopup[] | null>(null);
  const [leftForAPage, setLeftForAPage] = useState(false);
  // A reality check on screen goes first: the popups come after it is answered.
  const realityCheckShowing = useRealityCheckShowing((state) => state.showing);
  if (plan === null && statusSettled && announcements !== null && contracts !== null) {
    setPlan(planPopups(announcements, contracts, status));
  }

  const items = (plan ?? []).map((planned): PopupItem => {
    if (planned.kind === 'announcement') {
      return {
        key: `announcement-${planned.popup.id}`,
        title: planned.popup.title,
        body: (
          <AnnouncementPopupBody html={planned.popup.html} onLeave={() => setLeftForAPage(true)} />
        ),
        ...(planned.offersApp ? { onShown: markDownloadPopupShown } : {}),
      };
    }
    if (planned.kind === 'contracts') {
      return {
        key: 'contracts',
        title: t('agentpay:prompt.title'),
        body: (
          <ContractPromptBody pending={planned.pending} onLeave={() => setLeftForAPage(true)} />
        ),
      };
    }
    return {
      key: 'download',
      title: t('downloadPopup.title', { name: t('appName') }),
      body: <DownloadPopupBody offers={planned.offers} />,
      onShown: markDownloadPopupShown,
    };
  });

  return (
    <>
      {status && barOpen && showDownloadIcon(status, true) ? (
        <DownloadBar
          status={status}
          onClose={() => {
            closeDownloadBar();
            setBarOpen(false);
            keepDownloadBarRoom(false);
          }}
        />
      ) : null}
      {items.length > 0 && !leftForAPage && !realityCheckShowing ? (
        <PopupSequence items={items} />
      ) : null}
    </>
  );
}
