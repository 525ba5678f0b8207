import { parseSystemStatus } from '@lobby/shared';
import { speedTestUrl } from './speed-test-url';

function statusWith(SPEEDTEST3: boolean, speedTest?: string) {
  return parseSystemStatus({
    maintenance: false,
    regionRestriction: false,
    info: { whitelabel: { SPEEDTEST3 }, paths: speedTest === undefined ? {} : { speedTest } },
  });
}

describe('speedTestUrl', () => {
  it('gives the page when SPEEDTEST3 is on and the status names one', () => {
    expect(speedTestUrl(statusWith(true, 'https://speed.example/test'))).toBe(
      'https://speed.example/test',
    );
    expect(speedTestUrl(statusWith(true, '/speed-test'))).toBe('/speed-test');
  });

  it('gives nothing when SPEEDTEST3 is off, the path is missing or empty, or no status', () => {
    expect(speedTestUrl(statusWith(false, 'https://speed.example/test'))).toBeNull();
    expect(speedTestUrl(statusWith(true))).toBeNull();
    expect(speedTestUrl(statusWith(true, '  '))).toBeNull();
    expect(speedTestUrl(null)).toBeNull();
  });

  it('refuses addresses that are no web page', () => {
    expect(speedTestUrl(statusWith(true, 'javascript:alert(1)'))).toBeNull();
    expect(speedTestUrl(statusWith(true, '//evil.example/x'))).toBeNull();
    expect(speedTestUrl(statusWith(true, 'not a url'))).toBeNull();
  });
});
