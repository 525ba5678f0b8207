/** How the page runs: inside the app's web view, as an installed PWA, an iOS web clip, or H5. */
export function detectRegisterMethod(): 'APP' | 'H5' | 'PWA' | 'WEBCLIP' {
  const agent = navigator.userAgent;
  if (/LobbyApp/i.test(agent)) return 'APP';
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (standalone && /iPhone|iPad|iPod/i.test(agent)) return 'WEBCLIP';
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  return 'H5';
}
