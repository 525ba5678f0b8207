import { useTranslation } from 'react-i18next';
import { HeadsetIcon, Modal } from '@lobby/shared';
// Styled by the host's app CSS (host/src/app/shell.css: host-cs-list, host-side-menu__item), the
// one app that imports '@lobby/shared/customer-service'.
import { useCustomerService } from './use-customer-service';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The bottom sheet listing the service channels; choosing one closes it and opens the channel. */
export function CustomerServiceSheet({ open, onClose }: Props) {
  const { t } = useTranslation('common');
  const service = useCustomerService();
  return (
    <Modal open={open} onClose={onClose} title={t('home.customerService')} placement="sheet">
      <ul className="host-cs-list">
        {service.channels.map((channel) => (
          <li key={`${channel.csType}-${channel.title}`}>
            <button
              type="button"
              className="host-side-menu__item"
              onClick={() => {
                onClose();
                service.open(channel);
              }}
            >
              <HeadsetIcon size={20} />
              <span>{channel.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
