import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallItem } from '@lobby/platform-api/contract';
import {
  formatMoney,
  isApiError,
  Modal,
  newRequestId,
  refreshWallet,
  toast,
  TOAST_DURATIONS,
} from '@lobby/shared';
import { redeemItem } from '../api/mall-api';

interface ItemSheetProps {
  item: MallItem;
  points: number;
  symbol: string;
  onClose: () => void;
  onRedeemed: () => void;
}

const EMPTY = { recipient: '', phone: '', address: '' };

/** An item's detail and its redemption; a physical item asks where to deliver it. */
export function ItemSheet({ item, points, symbol, onClose, onRedeemed }: ItemSheetProps) {
  const { t } = useTranslation('mall');
  const [address, setAddress] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [requestId] = useState(newRequestId);
  const physical = item.kind === 'PHYSICAL';
  const blocked = item.stock <= 0 ? t('soldOut') : points < item.pointsCost ? t('notEnough') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || busy) return;
    setBusy(true);
    try {
      await redeemItem({
        itemId: item.id,
        requestId,
        ...(physical
          ? {
              address: {
                recipient: address.recipient.trim(),
                phone: address.phone.trim(),
                address: address.address.trim(),
              },
            }
          : {}),
      });
      toast.success(t('redeemed'), TOAST_DURATIONS.success);
      if (!physical) void refreshWallet();
      onRedeemed();
    } catch (error) {
      const message = isApiError(error)
        ? t(`common:errors.${error.messageKey}`, { defaultValue: t('redeemError') })
        : t('redeemError');
      toast.error(message, TOAST_DURATIONS.short);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof EMPTY, type: string, autoComplete: string) => (
    <label className="mall__field">
      <span className="mall__label">{t(`address.${name}`)}</span>
      {name === 'address' ? (
        <textarea
          className="mall__input"
          required
          minLength={5}
          maxLength={200}
          rows={3}
          autoComplete={autoComplete}
          value={address[name]}
          onChange={(event) => setAddress({ ...address, [name]: event.target.value })}
        />
      ) : (
        <input
          className="mall__input"
          type={type}
          required
          minLength={name === 'phone' ? 6 : 2}
          maxLength={name === 'phone' ? 20 : 60}
          pattern={name === 'phone' ? '\\+?[0-9 \\-]{6,20}' : undefined}
          autoComplete={autoComplete}
          value={address[name]}
          onChange={(event) => setAddress({ ...address, [name]: event.target.value })}
        />
      )}
    </label>
  );

  return (
    <Modal open onClose={onClose} title={item.name} placement="sheet">
      <form className="mall__sheet" onSubmit={(event) => void submit(event)}>
        <p>{item.description}</p>
        <dl className="mall__facts">
          <div>
            <dt>{t('price')}</dt>
            <dd>{t('cost', { points: item.pointsCost })}</dd>
          </div>
          {item.bonus !== null ? (
            <div>
              <dt>{t('bonus')}</dt>
              <dd>{formatMoney(item.bonus, symbol)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('inStock')}</dt>
            <dd>{item.stock}</dd>
          </div>
          <div>
            <dt>{t('yourPoints')}</dt>
            <dd>{points.toLocaleString()}</dd>
          </div>
        </dl>
        {physical && !blocked ? (
          <fieldset className="mall__address">
            <legend className="mall__label">{t('address.title')}</legend>
            {field('recipient', 'text', 'name')}
            {field('phone', 'tel', 'tel')}
            {field('address', 'text', 'street-address')}
          </fieldset>
        ) : null}
        {blocked ? (
          <p className="mall__sold-out" role="status">
            {blocked}
          </p>
        ) : null}
        <button
          type="submit"
          className="lb-btn lb-btn--primary lb-btn--block"
          disabled={Boolean(blocked) || busy}
        >
          {busy ? t('redeeming') : t('redeem', { points: item.pointsCost })}
        </button>
      </form>
    </Modal>
  );
}
