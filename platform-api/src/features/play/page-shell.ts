import { randomBytes } from 'node:crypto';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028');
}

export const newNonce = () => randomBytes(16).toString('base64');

/** Same-origin only, inline code only with this page's nonce, framed only by the site itself. */
export function pageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'content-security-policy': [
      "default-src 'none'",
      "img-src 'self' data:",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
  };
}

const BASE_CSS = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:radial-gradient(circle at 50% 0,#26336e 0,#0b1026 70%);color:#fff;display:flex;flex-direction:column;align-items:center;padding:12px}
.card{width:100%;max-width:420px;background:#151c3b;border:1px solid #2a3566;border-radius:16px;padding:14px;margin-bottom:12px}
.top{display:flex;align-items:center;gap:10px;width:100%;max-width:420px;margin-bottom:12px}
.top img{width:44px;height:44px;border-radius:10px}
.top h1{font-size:17px;margin:0}.top p{margin:2px 0 0;color:#9aa3c7;font-size:12px}
.balance{margin-left:auto;text-align:right;font-size:12px;color:#9aa3c7}
.balance strong{display:block;color:#f2c14e;font-size:16px}
button{font:inherit;cursor:pointer}
.primary{width:100%;border:0;border-radius:999px;padding:12px;font-size:17px;font-weight:700;color:#1a1203;background:linear-gradient(180deg,#ffd976,#f2c14e 45%,#d99a1e)}
.primary:disabled{opacity:.5;cursor:default}
label{font-size:13px;color:#9aa3c7}
select{font:inherit;background:#1d2650;color:#fff;border:1px solid #2a3566;border-radius:8px;padding:6px 8px;margin-left:6px}
.message{min-height:22px;text-align:center;margin:10px 0 0;font-weight:600}
.message.win{color:#5fe08a}.message.error{color:#ff7a7a}
table{width:100%;border-collapse:collapse;font-size:12px}th,td{padding:5px 4px;text-align:left;border-bottom:1px solid #2a3566}th{color:#9aa3c7;font-weight:500}
`;

export function page(options: {
  lang: string;
  title: string;
  nonce: string;
  css: string;
  body: string;
  script: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>${escapeHtml(options.title)}</title>
<style nonce="${options.nonce}">${BASE_CSS}${options.css}</style>
</head>
<body>
${options.body}
<script nonce="${options.nonce}">${options.script}</script>
</body>
</html>`;
}

/** Shown in place of a game when its link cannot be used (expired, used, unknown). */
export function expiredPage(lang: string, message: string, nonce: string): string {
  return page({
    lang,
    title: message,
    nonce,
    css: '.expired{margin:auto;max-width:320px;text-align:center;line-height:1.5}',
    body: `<p class="expired" role="alert">${escapeHtml(message)}</p>`,
    script: '',
  });
}

/** Browser code shared by the game pages: calls with the play token, money formatting. */
export const CLIENT_HELPERS = `
const boot = JSON.parse(document.getElementById('boot').textContent);
const T = boot.text;
const fmt = (n) => boot.currencySymbol + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const say = (template, values) => template.replace(/\\{(\\w+)\\}/g, (_, k) => String(values[k]));
async function call(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: Object.assign({ 'x-play-token': boot.playToken }, body ? { 'content-type': 'application/json' } : {}),
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await response.json().catch(() => null);
  if (!envelope || !envelope.success) {
    const error = new Error((envelope && envelope.message) || T.failed);
    error.code = envelope && envelope.code;
    error.value = envelope && envelope.value;
    throw error;
  }
  return envelope.value;
}
/** Which limit refused the stake and when it resets, in the lobby's words (boot.limits). */
function limitText(value) {
  const name = value && boot.limits && boot.limits.names[value.limit + '_' + value.period];
  const at = value && new Date(value.resetsAt);
  if (!name || !at || isNaN(at.getTime())) return null;
  const resetsAt = at.toLocaleString(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' });
  return boot.limits.template.replace(/\\{\\{(\\w+)\\}\\}/g, (_, k) => (k === 'limit' ? name : k === 'resetsAt' ? resetsAt : ''));
}
/** The words for a refused round; a due reality check is shown by the lobby around the game. */
function explain(error) {
  if (error.code === 'REALITY_CHECK_DUE') {
    if (window.parent !== window) window.parent.postMessage({ type: 'lobby:reality-check' }, location.origin);
    return T.realityCheck;
  }
  if (error.code === 'RG_LIMIT_REACHED') return limitText(error.value) || T.limitReached;
  if (error.code === 'SELF_EXCLUDED') return T.excluded;
  return error.message;
}
function walletChanged() {
  if (window.parent !== window) window.parent.postMessage({ type: 'lobby:wallet-changed' }, location.origin);
}
function newId() {
  return (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2)).replace(/[^A-Za-z0-9-]/g, '');
}
`;
