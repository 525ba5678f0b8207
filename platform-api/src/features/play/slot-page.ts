import { CLIENT_HELPERS, escapeHtml, page, scriptJson } from './page-shell.js';
import { SYMBOLS, THREE_OF_A_KIND, TWO_CHERRIES } from './slot-engine.js';
import { SYMBOL_SVG } from './slot-symbols.js';
import type { PageText } from './page-text.js';
import type { LimitWords } from './limit-words.js';

export interface GamePageInput {
  lang: string;
  nonce: string;
  text: PageText;
  limits: LimitWords;
  playToken: string;
  gameName: string;
  vendorName: string;
  iconUrl: string;
  currencySymbol: string;
  balance: number;
  minBet: number;
}

/** Stake choices: the game's minimum bet and round amounts above it. */
export function stakeOptions(minBet: number): number[] {
  return [...new Set([minBet, 1, 2, 5, 10, 50, 100].filter((value) => value >= minBet))];
}

const CSS = `
.reels{display:flex;gap:8px;justify-content:center;margin:6px 0 14px}
.reel{width:30%;aspect-ratio:1;border-radius:14px;background:linear-gradient(180deg,#fff 0,#dfe3f3 100%);display:flex;align-items:center;justify-content:center;font-size:44px;box-shadow:inset 0 -4px 0 rgba(0,0,0,.15)}
.reel.spinning{animation:blur .12s linear infinite}
@keyframes blur{0%{transform:translateY(-3px)}50%{transform:translateY(3px)}100%{transform:translateY(-3px)}}
.row{display:flex;align-items:center;justify-content:space-between;margin-bottom:12px}
.paytable li{display:flex;align-items:center;gap:2px}.paytable svg{width:18px;height:18px}.reel svg{width:70%;height:70%}
.paytable{font-size:12px;color:#9aa3c7;display:grid;grid-template-columns:repeat(3,1fr);gap:4px;margin:0;padding:0;list-style:none}
`;

const SCRIPT = `${CLIENT_HELPERS}
const FACES = boot.faces;
const reels = [...document.querySelectorAll('.reel')];
const button = document.getElementById('spin');
const stake = document.getElementById('stake');
const message = document.getElementById('message');
const balance = document.getElementById('balance');
balance.textContent = fmt(boot.balance);
button.addEventListener('click', async () => {
  button.disabled = true;
  message.className = 'message';
  message.textContent = '';
  reels.forEach((reel) => reel.classList.add('spinning'));
  try {
    const round = await call('POST', '/wps/play/slot/spin', { roundId: newId(), stake: Number(stake.value) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    round.reels.forEach((symbol, i) => { reels[i].innerHTML = FACES[symbol]; reels[i].dataset.symbol = symbol; reels[i].setAttribute('aria-label', symbol); });
    balance.textContent = fmt(round.balance);
    message.textContent = round.winAmount > 0 ? say(T.win, { amount: fmt(round.winAmount) }) : T.noWin;
    if (round.winAmount > 0) message.className = 'message win';
    walletChanged();
  } catch (error) {
    message.className = 'message error';
    message.textContent = explain(error);
  } finally {
    reels.forEach((reel) => reel.classList.remove('spinning'));
    button.disabled = false;
  }
});
`;

export function slotPage(input: GamePageInput): string {
  const t = input.text;
  const options = stakeOptions(input.minBet)
    .map(
      (value) =>
        `<option value="${value}">${escapeHtml(input.currencySymbol)}${value.toFixed(2)}</option>`,
    )
    .join('');
  const startReels =
    `<div class="reel" data-symbol="SEVEN" role="img" aria-label="SEVEN">${SYMBOL_SVG.SEVEN}</div>`.repeat(
      3,
    );
  const boot = {
    playToken: input.playToken,
    text: t,
    limits: input.limits,
    currencySymbol: input.currencySymbol,
    balance: input.balance,
    faces: SYMBOL_SVG,
  };
  return page({
    lang: input.lang,
    title: input.gameName,
    nonce: input.nonce,
    css: CSS,
    body: `<script type="application/json" id="boot">${scriptJson(boot)}</script>
<header class="top">
  <img src="${escapeHtml(input.iconUrl)}" alt="" width="44" height="44">
  <div><h1>${escapeHtml(input.gameName)}</h1><p>${escapeHtml(input.vendorName)}</p></div>
  <div class="balance">${escapeHtml(t.balance)}<strong id="balance" aria-live="polite"></strong></div>
</header>
<main class="card">
  <div class="reels" aria-label="reels" role="group">
    ${startReels}
  </div>
  <div class="row"><label for="stake">${escapeHtml(t.stake)}</label><select id="stake">${options}</select></div>
  <button class="primary" id="spin" type="button">${escapeHtml(t.spin)}</button>
  <p class="message" id="message" role="status" aria-live="polite"></p>
</main>
<ul class="paytable card" aria-hidden="true">${paytable()}</ul>`,
    script: SCRIPT,
  });
}

function paytable(): string {
  const three = SYMBOLS.map(
    (symbol) => `<li>${SYMBOL_SVG[symbol].repeat(3)} ×${THREE_OF_A_KIND[symbol]}</li>`,
  );
  return [...three, `<li>${SYMBOL_SVG.CHERRY.repeat(2)} ×${TWO_CHERRIES}</li>`].join('');
}
