import { useTranslation } from 'react-i18next';
import { Modal, formatMoney } from '@lobby/shared';
import { playOf } from '@lobby/platform-api/lottery-rules';
import { lineNotAtDrawsText, type LineNotAtDraws } from '../utils/line-at-draws';
import { liToUnits, type SlipLine } from '../utils/slip-line';
import { playNameKey, selectionText } from '../utils/selection-text';

export interface BetConfirmSheetProps {
  open: boolean;
  gameName: string;
  /** The draws of the order: one, or a chase's first to last. */
  numeros: readonly string[];
  lines: readonly SlipLine[];
  /** Lines that do not hold at the order's draws (by line id): marked with why. */
  notAtDraws: ReadonlyMap<number, LineNotAtDraws>;
  totalLi: number;
  stopOnWin: boolean;
  balance: number | null;
  currencySymbol: string;
  sending: boolean;
  /** Why it cannot be sent now (betting closed, a line not at its draws); null when it can. */
  blocked: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before the order is sent: game, draw(s), lines, total, balance after. */
export function BetConfirmSheet({
  open,
  gameName,
  numeros,
  lines,
  notAtDraws,
  totalLi,
  stopOnWin,
  balance,
  currencySymbol,
  sending,
  blocked,
  onConfirm,
  onClose,
}: BetConfirmSheetProps) {
  const { t } = useTranslation('lottery');
  const money = (units: number) => formatMoney(units, currencySymbol);
  const total = liToUnits(totalLi);
  const first = numeros[0] ?? '';
  const last = numeros[numeros.length - 1] ?? '';
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="sheet"
      title={t('play.confirm.title')}
      footer={
        <div className="lp-confirm__actions">
          <button type="button" className="lb-btn lb-btn--ghost" onClick={onClose}>
            {t('play.confirm.cancel')}
          </button>
          <button
            type="button"
            className="lb-btn lb-btn--primary"
            disabled={sending || blocked !== null}
            onClick={onConfirm}
          >
            {sending ? t('play.confirm.sending') : t('play.confirm.confirm')}
          </button>
        </div>
      }
    >
      <dl className="lp-confirm">
        <dt>{t('play.confirm.game')}</dt>
        <dd>{gameName}</dd>
        <dt>{t('play.confirm.draw')}</dt>
        <dd>
          {numeros.length > 1
            ? t('play.confirm.draws', { first, last, count: numeros.length })
            : first}
        </dd>
        <dt>{t('play.confirm.lines')}</dt>
        <dd>
          <ul className="lp-confirm__lines">
            {lines.map((line) => {
              const play = playOf(line.playId)?.play;
              const problem = notAtDraws.get(line.id);
              return (
                <li key={line.id}>
                  {play
                    ? `${t(playNameKey(play.code))}: ${selectionText(t, play, line.balls)}`
                    : ''}{' '}
                  — {money(liToUnits(line.amountLi))}
                  {problem ? (
                    <span className="lp-problem lp-confirm__problem">
                      {lineNotAtDrawsText(t, problem)}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </dd>
        <dt>{t('play.confirm.total')}</dt>
        <dd>{money(total)}</dd>
        {balance !== null ? (
          <>
            <dt>{t('play.confirm.balanceAfter')}</dt>
            <dd>{money(balance - total)}</dd>
          </>
        ) : null}
      </dl>
      {numeros.length > 1 && stopOnWin ? (
        <p className="lp-confirm__note">{t('play.chase.stopOnWin')}</p>
      ) : null}
      {blocked ? (
        <p className="lp-problem" role="alert">
          {blocked}
        </p>
      ) : null}
    </Modal>
  );
}
