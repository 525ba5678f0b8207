import { safeLocalStorage } from '@lobby/shared';

/**
 * Local key WEBCLIP (spec section 3): set once the site has run as an iOS web clip (a home-screen
 * icon from Safari or from the brand's configuration profile), so a registration from it says so.
 */
const WEBCLIP_KEY = 'WEBCLIP';

/** How the page runs: inside the app's web view, as an installed PWA, an iOS web clip, or H5. */
export function detectRegisterMethod(): 'APP' | 'H5' | 'PWA' | 'WEBCLIP' {
  const agent = navigator.userAgent;
  if (/LobbyApp/i.test(agent)) return 'APP';
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (standalone && /iPhone|iPad|iPod/i.test(agent)) {
    safeLocalStorage.setItem(WEBCLIP_KEY, '1');
    return 'WEBCLIP';
  }
  if (window.matchMedia?.('(display-mode: standalone)').matches) {
    return safeLocalStorage.getItem(WEBCLIP_KEY) === '1' && /iPhone|iPad|iPod/i.test(agent)
      ? 'WEBCLIP'
      : 'PWA';
  }
  return 'H5';
}
