import fs from 'node:fs';
import path from 'node:path';
import { parseSystemStatus, STATUS_STORAGE_KEY, type SystemStatus } from '@lobby/shared';
import { DOWNLOAD_BAR_ROOM_ATTRIBUTE, willShowDownloadBar } from './download-bar-room';

const html = fs.readFileSync(path.join(__dirname, '../../../../public/index.html'), 'utf8');
const script = /<script id="download-bar-room">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36';

function statusWith(appWindowPromotion: boolean, resources: Array<Record<string, string>>) {
  return parseSystemStatus({
    maintenance: false,
    regionRestriction: false,
    info: { whitelabel: {}, resources, appWindowPromotion },
  });
}

const promoting = statusWith(true, [{ resourceType: 'Android', url: 'https://a/lobby.apk' }]);

/** Whether index.html's first paint keeps the room, on this path with this cached status. */
function roomInFirstPaint(pathname: string, cached: SystemStatus | null): boolean {
  window.history.replaceState(null, '', pathname);
  if (cached) window.localStorage.setItem(STATUS_STORAGE_KEY, JSON.stringify(cached));
  document.documentElement.removeAttribute(DOWNLOAD_BAR_ROOM_ATTRIBUTE);
  new Function(script)();
  return document.documentElement.hasAttribute(DOWNLOAD_BAR_ROOM_ATTRIBUTE);
}

describe('the download bar room of the first paint', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['promotion with an Android link', promoting, true],
    [
      'promotion with an iOS install link',
      statusWith(true, [{ resourceType: 'IOS', url: 'itms-services://?x' }]),
      true,
    ],
    [
      'promotion off',
      statusWith(false, [{ resourceType: 'Android', url: 'https://a/x.apk' }]),
      false,
    ],
    ['only an icon', statusWith(true, [{ resourceType: 'AppDownloadIcon', url: '/i.svg' }]), false],
    ['an unsafe link', statusWith(true, [{ resourceType: 'Android', url: 'javascript:x' }]), false],
  ])('keeps room as the app decides: %s', (_name, status, expected) => {
    expect(roomInFirstPaint('/m/home', status)).toBe(expected);
    expect(willShowDownloadBar(status, true, android)).toBe(expected);
  });

  it('keeps no room once the bar was closed, nor off home', () => {
    expect(roomInFirstPaint('/m/login', promoting)).toBe(false);
    window.localStorage.setItem('hideDownloadBar', '1');
    expect(roomInFirstPaint('/', promoting)).toBe(false);
    expect(willShowDownloadBar(promoting, true, android)).toBe(false);
  });

  it('expects the bar on a first visit, before any status is known', () => {
    expect(roomInFirstPaint('/m/home', null)).toBe(true);
  });
});
