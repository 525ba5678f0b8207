import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  HeadsetIcon,
  isTrialType,
  Modal,
  paths,
  toast,
  TOAST_DURATIONS,
  useIsLoggedIn,
  useSessionStore,
  useSystemStatusStore,
  type CustomerService,
} from '@lobby/shared';

/**
 * Floating customer-service button: the service channels of the status (live chat needs CBS3).
 * Live chat is for members: visitors go to login, trial users are refused (spec section 4).
 */
export function CustomerServiceButton() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const sessionType = useSessionStore((state) => state.session?.type);
  const info = useSystemStatusStore((state) => state.status?.info);
  const [open, setOpen] = useState(false);
  const channels = (info?.customerService ?? []).filter(
    (channel) => channel.csType !== 'LIVECHAT' || info?.whitelabel.CBS3 === true,
  );
  if (channels.length === 0) return null;

  const choose = (channel: CustomerService) => {
    setOpen(false);
    if (channel.csType === 'LIVECHAT' && !loggedIn) navigate(paths.login);
    else if (channel.csType === 'LIVECHAT' && isTrialType(sessionType ?? 0)) {
      toast.error(t('errors.free_reject'), TOAST_DURATIONS.guestRejection);
    } else window.open(channel.path, '_blank', 'noopener');
  };

  return (
    <>
      <button
        type="button"
        className="host-cs-button"
        aria-label={t('home.customerService')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <HeadsetIcon size={26} />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('home.customerService')}
        placement="sheet"
      >
        <ul className="host-cs-list">
          {channels.map((channel) => (
            <li key={`${channel.csType}-${channel.title}`}>
              <button
                type="button"
                className="host-side-menu__item"
                onClick={() => choose(channel)}
              >
                <HeadsetIcon size={20} />
                <span>{channel.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
