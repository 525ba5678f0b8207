import { NUMBER_ODDS, NUMBER_PICKS, SIDE_ODDS } from '../lottery/draws.js';
import { CLIENT_HELPERS, escapeHtml, page, scriptJson } from './page-shell.js';
import { stakeOptions, type GamePageInput } from './slot-page.js';

const CSS = `
.countdown{display:flex;justify-content:space-between;align-items:center;font-size:14px;color:#9aa3c7}
.countdown strong{font-size:22px;color:#f2c14e;font-variant-numeric:tabular-nums}
.picks{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:10px 0}
.picks.sides{grid-template-columns:repeat(4,1fr)}
.pick{border:1px solid #2a3566;background:#1d2650;color:#fff;border-radius:10px;padding:10px 0;font-weight:700}
.pick[aria-pressed=true]{background:#f2c14e;color:#1a1203;border-color:#f2c14e}
.balls{display:flex;gap:6px;flex-wrap:wrap}
.ball{width:28px;height:28px;border-radius:50%;background:#f2c14e;color:#1a1203;display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:13px}
h2{font-size:14px;margin:0 0 8px;color:#9aa3c7}
.row{display:flex;align-items:center;justify-content:space-between;margin:10px 0}
.won{color:#5fe08a;font-weight:700}
.framed .top{padding-left:30px}
`;

const SCRIPT = `${CLIENT_HELPERS}
const SIDES = { BIG: T.big, SMALL: T.small, ODD: T.odd, EVEN: T.even };
if (window.parent !== window) document.body.classList.add('framed');
let state = null;
let pick = null;
let offset = 0;
const $ = (id) => document.getElementById(id);
$('balance').textContent = fmt(boot.balance);
document.querySelectorAll('.pick').forEach((el) => el.addEventListener('click', () => {
  pick = el.dataset.pick;
  document.querySelectorAll('.pick').forEach((other) => other.setAttribute('aria-pressed', String(other === el)));
  $('bet').disabled = false;
}));
function label(p) { return SIDES[p] || p; }
function render() {
  if (!state) return;
  $('draw-label').textContent = say(T.nextDraw, { draw: state.drawNo });
  $('balls').innerHTML = state.recentDraws.map((d) => '<span class="ball" title="' + T.draw + ' ' + d.drawNo + '">' + d.result + '</span>').join('');
  $('bets').innerHTML = state.bets.length === 0 ? '<tr><td colspan="5">' + T.noBets + '</td></tr>' : state.bets.map((b) =>
    '<tr data-status="' + b.status + '"><td>' + b.drawNo + '</td><td>' + label(b.pick) + '</td><td>' + fmt(b.stake) + '</td><td>' +
    (b.status === 'OPEN' ? T.open : b.status === 'CANCELLED' ? T.cancelled : T.settled + ' · ' + b.result) + '</td><td class="' + (b.payout > 0 ? 'won' : '') + '">' +
    (b.status === 'SETTLED' ? fmt(b.payout) : '—') + '</td></tr>').join('');
}
function tick() {
  if (!state) return;
  const left = Math.max(0, Math.round((Date.parse(state.closesAt) - (Date.now() + offset)) / 1000));
  $('countdown').textContent = String(Math.floor(left / 60)).padStart(2, '0') + ':' + String(left % 60).padStart(2, '0');
  if (left === 0 && !tick.loading) { tick.loading = true; load().finally(() => { tick.loading = false; }); }
}
async function load() {
  try {
    const before = state ? state.bets.filter((b) => b.status === 'OPEN').length : 0;
    const next = await call('GET', '/wps/play/lottery/state');
    offset = Date.parse(next.serverTime) - Date.now();
    state = next;
    if (typeof next.balance === 'number') $('balance').textContent = fmt(next.balance);
    const after = next.bets.filter((b) => b.status === 'OPEN').length;
    if (after < before) walletChanged();
    render();
  } catch (error) {
    $('message').className = 'message error';
    $('message').textContent = explain(error);
  }
}
$('bet').addEventListener('click', async () => {
  if (!pick || !state) return;
  $('bet').disabled = true;
  $('message').className = 'message';
  try {
    const placed = await call('POST', '/wps/play/lottery/bet', { betId: newId(), drawNo: state.drawNo, pick, stake: Number($('stake').value) });
    $('balance').textContent = fmt(placed.balance);
    $('message').textContent = say(T.betPlaced, { draw: placed.bet.drawNo });
    walletChanged();
    await load();
  } catch (error) {
    $('message').className = 'message error';
    $('message').textContent = explain(error);
    await load();
  } finally {
    $('bet').disabled = !pick;
  }
});
load();
setInterval(tick, 500);
setInterval(() => { if (state && state.bets.some((b) => b.status === 'OPEN')) load(); }, 5000);
`;

export function lotteryPage(input: GamePageInput & { prizeMode: string }): string {
  const t = input.text;
  const options = stakeOptions(input.minBet)
    .map(
      (value) =>
        `<option value="${value}">${escapeHtml(input.currencySymbol)}${value.toFixed(2)}</option>`,
    )
    .join('');
  const numberButtons = NUMBER_PICKS.map(
    (n) => `<button type="button" class="pick" data-pick="${n}" aria-pressed="false">${n}</button>`,
  ).join('');
  const sides = (['BIG', 'SMALL', 'ODD', 'EVEN'] as const)
    .map(
      (side) =>
        `<button type="button" class="pick" data-pick="${side}" aria-pressed="false">${escapeHtml(t[side.toLowerCase() as 'big'])}</button>`,
    )
    .join('');
  const boot = {
    playToken: input.playToken,
    text: t,
    currencySymbol: input.currencySymbol,
    balance: input.balance,
  };
  return page({
    lang: input.lang,
    title: input.gameName,
    nonce: input.nonce,
    css: CSS,
    body: `<script type="application/json" id="boot">${scriptJson(boot)}</script>
<header class="top" data-prize-mode="${escapeHtml(input.prizeMode)}">
  <img src="${escapeHtml(input.iconUrl)}" alt="" width="44" height="44">
  <div><h1>${escapeHtml(input.gameName)}</h1><p>${escapeHtml(input.vendorName)} · ${escapeHtml(input.prizeMode.toUpperCase())}</p></div>
  <div class="balance">${escapeHtml(t.balance)}<strong id="balance" aria-live="polite"></strong></div>
</header>
<section class="card">
  <div class="countdown"><span id="draw-label"></span><strong id="countdown">--:--</strong></div>
</section>
<section class="card" aria-labelledby="pick-title">
  <h2 id="pick-title">${escapeHtml(t.pick)} (0–9 ×${NUMBER_ODDS}, ${escapeHtml(t.big)}/${escapeHtml(t.small)}/${escapeHtml(t.odd)}/${escapeHtml(t.even)} ×${SIDE_ODDS})</h2>
  <div class="picks">${numberButtons}</div>
  <div class="picks sides">${sides}</div>
  <div class="row"><label for="stake">${escapeHtml(t.stake)}</label><select id="stake">${options}</select></div>
  <button class="primary" id="bet" type="button" disabled>${escapeHtml(t.placeBet)}</button>
  <p class="message" id="message" role="status" aria-live="polite"></p>
</section>
<section class="card" aria-labelledby="recent-title"><h2 id="recent-title">${escapeHtml(t.recentDraws)}</h2><div class="balls" id="balls"></div></section>
<section class="card" aria-labelledby="bets-title">
  <h2 id="bets-title">${escapeHtml(t.myBets)}</h2>
  <table><thead><tr><th>${escapeHtml(t.draw)}</th><th>${escapeHtml(t.pick)}</th><th>${escapeHtml(t.stake)}</th><th>${escapeHtml(t.result)}</th><th>${escapeHtml(t.payout)}</th></tr></thead><tbody id="bets"></tbody></table>
</section>`,
    script: SCRIPT,
  });
}
