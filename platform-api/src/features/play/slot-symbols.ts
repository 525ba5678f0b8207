import type { SlotSymbol } from './slot-engine.js';

/** Reel faces as inline SVG: no fonts or images needed, the same on every device. */
export const SYMBOL_SVG: Record<SlotSymbol, string> = {
  CHERRY:
    '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M32 8c-4 12-10 20-18 26M32 8c2 12 8 20 16 24" stroke="#2e7d32" stroke-width="4" fill="none"/><circle cx="18" cy="44" r="12" fill="#d32f2f"/><circle cx="46" cy="42" r="12" fill="#e53935"/></svg>',
  LEMON:
    '<svg viewBox="0 0 64 64" aria-hidden="true"><ellipse cx="32" cy="34" rx="24" ry="18" fill="#fdd835" stroke="#f9a825" stroke-width="3"/><path d="M10 34h-4M58 34h-4" stroke="#f9a825" stroke-width="4"/></svg>',
  BELL: '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M32 8c-12 0-18 10-18 22v10l-6 8h48l-6-8V30C50 18 44 8 32 8z" fill="#ffb300" stroke="#e65100" stroke-width="3"/><circle cx="32" cy="54" r="5" fill="#e65100"/></svg>',
  BAR: '<svg viewBox="0 0 64 64" aria-hidden="true"><rect x="6" y="20" width="52" height="24" rx="4" fill="#212121"/><text x="32" y="39" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">BAR</text></svg>',
  SEVEN:
    '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M14 10h36v8L30 56H18l20-36H14z" fill="#d50000" stroke="#7f0000" stroke-width="2"/></svg>',
  STAR: '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M32 6l7.6 16.8 18.4 2-13.7 12.4 3.9 18.1L32 46l-16.2 9.3 3.9-18.1L6 24.8l18.4-2z" fill="#ffd600" stroke="#ff8f00" stroke-width="2"/></svg>',
};
