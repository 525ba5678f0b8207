import { createHmac, timingSafeEqual } from 'node:crypto';
import { escapeHtml, page, scriptJson } from '../play/index.js';

/** The page's anti-forgery token: only who opened the page can press its buttons. */
export function formTokenOf(secret: string, providerRef: string): string {
  return createHmac('sha256', secret).update(`sandbox-page:${providerRef}`).digest('hex');
}

export function formTokenValid(secret: string, providerRef: string, sent: string): boolean {
  const expected = Buffer.from(formTokenOf(secret, providerRef));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const CSS = `
.card h1{font-size:18px;margin:0 0 6px}.row{display:flex;justify-content:space-between;gap:12px;margin:6px 0;color:#9aa3c7}
.row span{white-space:nowrap}.row strong{color:#fff;min-width:0;overflow-wrap:anywhere;text-align:right}.amount{font-size:26px;color:#f2c14e;text-align:center;margin:12px 0}
.actions{display:grid;gap:10px;margin-top:14px}.secondary{border:1px solid #2a3566;background:#1d2650;color:#fff;border-radius:999px;padding:11px}
.badge{display:inline-block;font-size:11px;background:#2a3566;border-radius:6px;padding:2px 6px;margin-left:6px}
.return{display:block;margin-top:14px;text-align:center;color:#f2c14e;font-weight:700}
`;

/**
 * Where "Return to merchant" leads: the lobby's deposit screen on this same origin, which shows
 * the order's result. A fixed path, never a URL from the request, so the page redirects nowhere else.
 */
export function returnPathOf(orderNo: string): string {
  return `/m/voucherCenter?orderNo=${encodeURIComponent(orderNo)}`;
}

/** "2026-11-29 04:35:12 UTC" from an ISO time: a payer reads it; the machine reads `datetime`. */
export function readableUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** The sandbox gateway's hosted payment page: pay, fail, or leave it to expire. */
export function sandboxPage(
  nonce: string,
  view: {
    providerRef: string;
    orderNo: string;
    amount: string;
    status: string;
    expiresAt: string;
    formToken: string;
  },
): string {
  const pending = view.status === 'PENDING';
  const body = `
<div class="card" role="main">
  <h1>Sandbox payment gateway <span class="badge">TEST</span></h1>
  <div class="amount">${escapeHtml(view.amount)}</div>
  <div class="row"><span>Order</span><strong>${escapeHtml(view.orderNo)}</strong></div>
  <div class="row"><span>Reference</span><strong>${escapeHtml(view.providerRef)}</strong></div>
  <div class="row"><span>Pay before</span><strong><time datetime="${escapeHtml(view.expiresAt)}">${escapeHtml(readableUtc(view.expiresAt))}</time></strong></div>
  <div class="row"><span>Status</span><strong id="status">${escapeHtml(view.status)}</strong></div>
  <div class="actions">
    <button class="primary" id="pay" ${pending ? '' : 'disabled'}>Pay</button>
    <button class="secondary" id="fail" ${pending ? '' : 'disabled'}>Fail the payment</button>
    <button class="secondary" id="expire" ${pending ? '' : 'disabled'}>Let it expire</button>
  </div>
  <p class="message" id="message" role="status"></p>
  <a class="return" id="return" href="${escapeHtml(returnPathOf(view.orderNo))}">Return to merchant</a>
</div>
<script type="application/json" id="boot">${scriptJson({ ref: view.providerRef, formToken: view.formToken })}</script>`;
  const script = `
const boot = JSON.parse(document.getElementById('boot').textContent);
const buttons = ['pay', 'fail', 'expire'].map((id) => document.getElementById(id));
async function act(action) {
  buttons.forEach((b) => { b.disabled = true; });
  const message = document.getElementById('message');
  try {
    const response = await fetch('/wps/sandbox-pay/' + boot.ref, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action, formToken: boot.formToken }),
    });
    const envelope = await response.json();
    if (!envelope.success) throw new Error(envelope.message);
    document.getElementById('status').textContent = envelope.value.status;
    message.textContent = action === 'expire' ? 'The order will expire unpaid.' : 'Done: the merchant has been notified.';
    document.getElementById('return').focus();
  } catch (error) {
    message.textContent = String(error.message || error);
    message.className = 'message error';
  }
}
buttons.forEach((b) => b.addEventListener('click', () => act(b.id)));
`;
  return page({ lang: 'en', title: 'Sandbox payment', nonce, css: CSS, body, script });
}
