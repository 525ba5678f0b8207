import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from '@lobby/shared';
import { CustomerServiceSheet, useCustomerService } from '@lobby/shared/customer-service';

/** Floating customer-service button of the home page; opens the channel sheet. */
export function CustomerServiceButton() {
  const { t } = useTranslation('common');
  const { channels } = useCustomerService();
  const [open, setOpen] = useState(false);
  if (channels.length === 0) return null;

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
      <CustomerServiceSheet open={open} onClose={() => setOpen(false)} />
    </>
  );
}
