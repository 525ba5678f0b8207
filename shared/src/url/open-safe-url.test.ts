import { openSafeUrl } from './open-safe-url';

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

describe('openSafeUrl', () => {
  it('opens http(s) links in a new window without access to this one', () => {
    expect(openSafeUrl('https://t.me/lobby')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://t.me/lobby', '_blank', 'noopener');
  });

  it('moves to this site’s paths in the app when it can', () => {
    const navigate = jest.fn();
    expect(openSafeUrl('/m/activity?id=2', { navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/m/activity?id=2');
    expect(open).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/', ' vbscript:x'])(
    'opens nothing for %j',
    (raw) => {
      const navigate = jest.fn();
      expect(openSafeUrl(raw, { navigate })).toBe(false);
      expect(open).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});
