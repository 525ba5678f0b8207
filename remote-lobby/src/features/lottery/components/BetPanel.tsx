import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError, TabList, formatMoney } from '@lobby/shared';
import type { FamilyCode } from '@lobby/platform-api/lottery-rules';
import { heldPlaySession } from '../api/play-session';
import { useBetData } from '../hooks/use-bet-data';
import { useChaseDraws } from '../hooks/use-chase-draws';
import { usePlaceOrder } from '../hooks/use-place-order';
import { betErrorText } from '../utils/bet-error-text';
import { chaseMultiples, chaseTotalLi } from '../utils/chase-plan';
import { linesNotAtDraws, type OrderDraw } from '../utils/line-at-draws';
import { picksOnBoard } from '../utils/picks-on-board';
import { playForDraw } from '../utils/play-at-draw';
import {
  amountLi,
  ballsOf,
  buildLine,
  countBalls,
  isWholeCents,
  liToUnits,
  slipString,
  slipTotals,
  type SlipLine,
} from '../utils/slip-line';
import { playNameKey, valueText } from '../utils/selection-text';
import { zodiacYearAt } from '../utils/zodiac-year';
import { BetBoardRow } from './BetBoardRow';
import { BetChase, type ChaseSettings } from './BetChase';
import { BetConfirmSheet } from './BetConfirmSheet';
import { BetLineSettings } from './BetLineSettings';
import { BetSlip } from './BetSlip';
import { BetTypedEntry } from './BetTypedEntry';
import './bet-panel.css';

export interface BetPanelProps {
  gameId: number;
  /** The game's name, for the confirm sheet (its family's name when not given). */
  gameName?: string;
  family: FamilyCode;
  prizeMode: 'Lott' | 'ZY' | 'Elott';
  /** The draw on sale (from /lgw/numeros/near, refreshed by the page); null between close and draw. */
  onSale: { numero: string; closeAt: string; drawAt: string } | null;
  /** Server time now in ms (the page keeps the offset to the server clock). */
  serverNow: () => number;
  /** The member's balance as last known (null while unknown). */
  balance: number | null;
  /** After an order is placed (or cancelled lines refunded): the answer's balance. */
  onBalance: (balance: number) => void;
  /** After an order is placed: the page may switch to My orders. */
  onOrderPlaced?: (answer: { orderNumber: string; numero: string }) => void;
}

type Chosen = readonly ReadonlySet<string>[];

const NO_CHASE: ChaseSettings = {
  draws: 5,
  plan: 'same',
  start: 1,
  every: 2,
  custom: [],
  stopOnWin: true,
};

/** The Bet tab: play menu, board, line settings, slip, chase, confirm and the order. */
export function BetPanel({
  gameId,
  gameName,
  family,
  prizeMode,
  onSale,
  serverNow,
  balance,
  onBalance,
  onOrderPlaced,
}: BetPanelProps) {
  const { t } = useTranslation('lottery');
  const { state, reload } = useBetData(gameId, prizeMode);
  const currencySymbol = heldPlaySession()?.currencySymbol ?? '';

  const [groupIndex, setGroupIndex] = useState(0);
  const [playIndex, setPlayIndex] = useState(0);
  const [chosen, setChosen] = useState<Chosen>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [mode, setMode] = useState<string | null>(null);
  const [multipleText, setMultipleText] = useState('1');
  const [series, setSeries] = useState<number | null>(null);
  const [lineProblem, setLineProblem] = useState<string | null>(null);
  const [lines, setLines] = useState<readonly SlipLine[]>([]);
  const [chaseOn, setChaseOn] = useState(false);
  const [chase, setChase] = useState<ChaseSettings>(NO_CHASE);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const { place, sending } = usePlaceOrder();

  // Another game or prize mode: a new menu, so a fresh board; the slip belongs to one game.
  const [shownFor, setShownFor] = useState({ gameId, prizeMode });
  if (shownFor.gameId !== gameId || shownFor.prizeMode !== prizeMode) {
    setShownFor({ gameId, prizeMode });
    setGroupIndex(0);
    setPlayIndex(0);
    setChosen([]);
    setNotice(null);
    setLineProblem(null);
    if (shownFor.gameId !== gameId) {
      setLines([]);
      setChaseOn(false);
      setPlaced(null);
      setOrderError(null);
    }
  }

  const data = state.status === 'success' ? state.data : null;
  const groups = data?.menu.groups ?? [];
  const group = groups[Math.min(groupIndex, groups.length - 1)];
  const menuPlay = group?.plays[Math.min(playIndex, group.plays.length - 1)];
  // The board is the draw on sale's (the menu's draw until the page knows it): Mark Six's
  // zodiac options and ball animals follow that draw's lunar year, by the server's clock.
  const boardDrawAt = onSale?.drawAt ?? data?.menu.drawAt ?? null;
  const play = menuPlay ? playForDraw(menuPlay.playId, boardDrawAt) : undefined;
  const zodiacYear = family === 'MARKSIX' ? zodiacYearAt(boardDrawAt) : null;
  // The lunar year turned under the board (the draw on sale crossed Chinese New Year): picks the
  // new year's board no longer offers are dropped, and the player is told (picks-on-board.ts).
  const [boardYear, setBoardYear] = useState(zodiacYear);
  if (boardYear !== zodiacYear) {
    setBoardYear(zodiacYear);
    const kept = play ? picksOnBoard(play, chosen) : null;
    if (kept && kept.dropped.length > 0) {
      setChosen(kept.chosen);
      setNotice(
        t('play.yearTurned', { values: kept.dropped.map((v) => valueText(t, v)).join(', ') }),
      );
    }
  }
  const setting = data?.setting;
  const activeMode = mode !== null && setting?.modes.includes(mode) ? mode : setting?.modes[0];
  const activeSeries = series ?? data?.series.maxSeries ?? 0;
  const multiple = Number(multipleText);

  // A new play starts with an empty board.
  const choosePlay = (nextGroup: number, nextPlay: number) => {
    setGroupIndex(nextGroup);
    setPlayIndex(nextPlay);
    setChosen([]);
    setNotice(null);
    setLineProblem(null);
  };

  const onRowChange = useCallback((index: number, values: readonly string[]) => {
    setNotice(null);
    setLineProblem(null);
    setChosen((rows) => {
      const next = [...rows];
      next[index] = new Set(values);
      return next;
    });
  }, []);

  const balls = useMemo(() => (play ? ballsOf(play, chosen) : ''), [play, chosen]);
  const stakes = useMemo(() => (play ? countBalls(play, balls) : 0), [play, balls]);
  const validMultiple =
    Number.isInteger(multiple) && multiple >= 1 && multiple <= (setting?.maxMultiple ?? 1);
  const currentLi =
    setting && activeMode && validMultiple
      ? amountLi(stakes, setting.unitPrice, activeMode, multiple)
      : 0;

  // The platform takes whole cents only: a li line of 1 bet × 1 (0.002) is explained, not sent.
  const notWholeCents = stakes > 0 && !isWholeCents(currentLi);
  const totals = useMemo(() => slipTotals(lines), [lines]);
  const highestLineMultiple = lines.reduce((m, line) => Math.max(m, line.multiple), 1);
  const chaseDraws = useChaseDraws(
    gameId,
    Math.min(chase.draws, setting?.maxChaseDraws ?? 1),
    onSale?.numero ?? null,
    chaseOn && lines.length > 0,
  );
  const chaseList = chaseDraws.state?.draws ?? null;
  const chaseNumeros = useMemo(() => chaseList?.map((draw) => draw.numero) ?? null, [chaseList]);
  // Every line is checked against every draw the order covers, with the platform's rule: the
  // draw on sale, or the chase's draws once known (until then Place order waits anyway).
  const notAtDraws = useMemo(() => {
    const draws: readonly OrderDraw[] = chaseOn && chaseList ? chaseList : onSale ? [onSale] : [];
    return linesNotAtDraws(lines, draws);
  }, [lines, chaseOn, chaseList, onSale]);
  const multiples = useMemo(
    () =>
      chaseMultiples(
        chase.plan === 'custom'
          ? { kind: 'custom', multiples: chase.custom }
          : chase.plan === 'double'
            ? { kind: 'double', start: chase.start, every: chase.every }
            : { kind: 'same', start: chase.start },
        chaseNumeros?.length ?? chase.draws,
        Math.floor((setting?.maxMultiple ?? 1) / highestLineMultiple),
      ),
    [chase, chaseNumeros, setting, highestLineMultiple],
  );
  const orderLi = chaseOn ? chaseTotalLi(totals.amountLi, multiples) : totals.amountLi;
  const onRemove = useCallback((id: number) => {
    setLines((current) => current.filter((line) => line.id !== id));
  }, []);
  const onClear = useCallback(() => setLines([]), []);

  if (state.status === 'loading') {
    return (
      <p className="lp-panel__loading" role="status">
        {t('play.loading')}
      </p>
    );
  }
  if (state.status === 'error' || !data || !setting) {
    return (
      <RequestError
        message={
          state.status === 'error'
            ? `${t('play.loadFailed')} ${betErrorText(t, state.error, currencySymbol)}`
            : t('play.loadFailed')
        }
        onRetry={reload}
      />
    );
  }
  if (!group || !menuPlay || !play || !activeMode) {
    return <p className="lp-panel__empty">{t('play.noPlays')}</p>;
  }

  const money = (units: number) => formatMoney(units, currencySymbol);
  const typedRow = play.board.typedEntry ? play.board.rows[0] : undefined;

  const addLine = () => {
    const built = buildLine({
      playId: play.id,
      drawAt: boardDrawAt ?? '',
      balls,
      mode: activeMode,
      series: activeSeries,
      multiple,
      unitPrice: setting.unitPrice,
      maxMultiple: setting.maxMultiple,
    });
    if ('problem' in built) {
      setLineProblem(t(`play.problem.${built.problem}`, { max: setting.maxMultiple }));
      return;
    }
    setLines((current) => [...current, built.line]);
    setChosen([]);
    setLineProblem(null);
    setPlaced(null);
  };

  const saleClosed = onSale === null || serverNow() >= Date.parse(onSale.closeAt);
  const closedReason = saleClosed ? t('play.closedReason') : null;
  const overBalance = balance !== null && liToUnits(orderLi) > balance;
  const overMax = liToUnits(orderLi) > setting.maxOrderAmount;
  const chaseNotReady = chaseOn && (chaseNumeros === null || chaseNumeros[0] !== onSale?.numero);
  // The first reason the order cannot go, in this order of importance; null when it can.
  const refusal =
    closedReason ||
    (notAtDraws.size > 0 && t('play.linesNotAtDraws')) ||
    (overBalance && t('play.overBalance')) ||
    (overMax && t('play.overMax', { max: money(setting.maxOrderAmount) })) ||
    null;
  const orderNumeros = chaseOn ? (chaseNumeros ?? []) : onSale ? [onSale.numero] : [];

  const send = async () => {
    if (!onSale || refusal) return;
    setOrderError(null);
    try {
      const answer = await place({
        gameId,
        currentNumero: onSale.numero,
        bettingSlipString: slipString(lines),
        winningStop: chaseOn ? chase.stopOnWin : false,
        chase: chaseOn,
        ...(chaseOn
          ? {
              chaseSlip: (chaseNumeros ?? []).map((numero, i) => ({
                numero,
                multiple: multiples[i] ?? 1,
              })),
            }
          : {}),
      });
      setSheetOpen(false);
      setLines([]);
      setChaseOn(false);
      setPlaced(t('play.placed', { orderNumber: answer.orderNumber }));
      onBalance(answer.balance);
      onOrderPlaced?.({ orderNumber: answer.orderNumber, numero: answer.numero });
    } catch (error) {
      // The slip stays as it was: the player may send it again (the next draw, a top-up).
      setSheetOpen(false);
      setOrderError(betErrorText(t, error, currencySymbol));
    }
  };

  return (
    <section className="lp-panel" aria-label={t('play.title')}>
      <TabList
        className="lp-groups"
        label={t('play.groupsLabel')}
        tabs={groups.map((g) => ({ key: g.group, label: t(`group.${g.group}`) }))}
        selected={groups.indexOf(group)}
        onSelect={(index) => choosePlay(index, 0)}
      >
        <div className="lp-plays" role="group" aria-label={t('play.playsLabel')}>
          {group.plays.map((p, index) => (
            <button
              key={p.playId}
              type="button"
              className="lp-toggle"
              aria-pressed={p.playId === menuPlay.playId}
              onClick={() => choosePlay(groups.indexOf(group), index)}
            >
              {t(playNameKey(p.code))}
            </button>
          ))}
        </div>
      </TabList>

      <div className="lp-board">
        {play.board.rows.map((row, index) => (
          <BetBoardRow
            key={`${play.id}:${index}`}
            index={index}
            row={row}
            family={family}
            zodiacYear={zodiacYear}
            selected={chosen[index] ?? EMPTY}
            onChange={onRowChange}
            onNotice={setNotice}
          />
        ))}
        {typedRow ? (
          <BetTypedEntry
            key={play.id}
            row={typedRow}
            selected={chosen[0] ?? EMPTY}
            onChange={(values) => onRowChange(0, values)}
          />
        ) : null}
        {notice ? (
          <p className="lp-problem" role="alert">
            {notice}
          </p>
        ) : null}
      </div>

      <BetLineSettings
        modes={setting.modes}
        mode={activeMode}
        onMode={setMode}
        multipleText={multipleText}
        onMultipleText={setMultipleText}
        maxMultiple={setting.maxMultiple}
        series={
          play.playType === 'TRADITION'
            ? { value: activeSeries, min: data.series.minSeries, max: data.series.maxSeries }
            : null
        }
        onSeries={setSeries}
        odds={menuPlay.odds}
      />

      <div className="lp-current">
        <p className="lp-current__count" aria-live="polite">
          {t('play.count', { count: stakes, amount: money(liToUnits(currentLi)) })}
        </p>
        <button
          type="button"
          className="lb-btn lb-btn--soft"
          disabled={stakes === 0 || notWholeCents}
          onClick={addLine}
        >
          {t('play.addToSlip')}
        </button>
        {notWholeCents ? <p className="lp-problem">{t('play.problem.cents')}</p> : null}
        {lineProblem ? (
          <p className="lp-problem" role="alert">
            {lineProblem}
          </p>
        ) : null}
      </div>

      <section className="lp-slip-box" aria-labelledby="lp-slip-title">
        <h2 id="lp-slip-title" className="lp-slip-box__title">
          {t('play.slip.title')}
        </h2>
        <BetSlip
          lines={lines}
          notAtDraws={notAtDraws}
          currencySymbol={currencySymbol}
          onRemove={onRemove}
          onClear={onClear}
        />
        {lines.length > 0 ? (
          <>
            <label className="lp-check">
              <input
                type="checkbox"
                checked={chaseOn}
                onChange={(event) => setChaseOn(event.target.checked)}
              />
              {t('play.chase.toggle')}
            </label>
            {chaseOn ? (
              <BetChase
                settings={chase}
                onChange={(patch) => setChase((current) => ({ ...current, ...patch }))}
                maxDraws={setting.maxChaseDraws}
                numeros={chaseNumeros}
                loadError={
                  chaseDraws.state?.error
                    ? betErrorText(t, chaseDraws.state.error, currencySymbol)
                    : null
                }
                onRetry={chaseDraws.retry}
                multiples={multiples}
                totalLi={orderLi}
                balance={balance}
                currencySymbol={currencySymbol}
              />
            ) : null}
            <button
              type="button"
              className="lb-btn lb-btn--primary lb-btn--block"
              disabled={refusal !== null || chaseNotReady || sending}
              onClick={() => {
                setOrderError(null);
                setPlaced(null);
                setSheetOpen(true);
              }}
            >
              {t('play.placeOrder', { amount: money(liToUnits(orderLi)) })}
            </button>
            {refusal ? <p className="lp-problem">{refusal}</p> : null}
          </>
        ) : null}
        <div role="status" className="lp-status">
          {placed}
        </div>
        {orderError ? (
          <p className="lp-problem" role="alert">
            {orderError}
          </p>
        ) : null}
      </section>

      <BetConfirmSheet
        open={sheetOpen}
        gameName={gameName ?? t(`family.${family}`)}
        numeros={orderNumeros}
        lines={lines}
        notAtDraws={notAtDraws}
        totalLi={orderLi}
        stopOnWin={chase.stopOnWin}
        balance={balance}
        currencySymbol={currencySymbol}
        sending={sending}
        blocked={refusal}
        onConfirm={() => void send()}
        onClose={() => setSheetOpen(false)}
      />
    </section>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
