import fs from 'node:fs';
import path from 'node:path';

const html = fs.readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
const gate = /<script id="first-view-gate">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

declare global {
  interface Window {
    __LOBBY_AFTER_FIRST_VIEW__?: (start: () => void) => void;
  }
}

/** Runs index.html's gate on a path and queues one start behind it. */
function gateOn(pathname: string, bannerInDocument: 'none' | 'loading' | 'loaded') {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML =
    bannerInDocument === 'none'
      ? '<div id="early-banner"></div>'
      : '<div id="early-banner"><img src="/wps/img/banner/1.svg" alt=""></div>';
  const picture = document.querySelector<HTMLImageElement>('#early-banner img');
  if (picture) {
    const complete = bannerInDocument === 'loaded';
    Object.defineProperty(picture, 'complete', { configurable: true, get: () => complete });
  }
  new Function(gate)();
  const start = jest.fn();
  window.__LOBBY_AFTER_FIRST_VIEW__!(start);
  return { start, picture };
}

describe('first-view gate of index.html', () => {
  let frames: FrameRequestCallback[];
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete window.__LOBBY_AFTER_FIRST_VIEW__;
    document.body.innerHTML = '';
  });

  it('starts at once on other paths', () => {
    const { start } = gateOn('/m/login', 'loading');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on home when the document has no banner', () => {
    const { start } = gateOn('/m/home', 'none');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('on home, waits for the banner to load and for the frame that paints it', () => {
    const { start, picture } = gateOn('/m/home', 'loading');
    jest.advanceTimersByTime(500);
    expect(start).not.toHaveBeenCalled();

    picture!.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    drawFrame();
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);

    const late = jest.fn();
    window.__LOBBY_AFTER_FIRST_VIEW__!(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('waits only for a frame when the banner has already loaded', () => {
    const { start } = gateOn('/', 'loaded');
    drawFrame();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs what waited one piece per task, in order, and later starts behind them', () => {
    const { start } = gateOn('/m/home', 'loading');
    const order: string[] = [];
    start.mockImplementation(() => order.push('early requests'));
    window.__LOBBY_AFTER_FIRST_VIEW__!(() => order.push('app scripts'));
    jest.advanceTimersByTime(1000);
    expect(order).toEqual(['early requests']);
    window.__LOBBY_AFTER_FIRST_VIEW__!(() => order.push('late'));
    expect(order).toEqual(['early requests']);
    jest.advanceTimersByTime(1);
    expect(order).toEqual(['early requests', 'app scripts']);
    jest.advanceTimersByTime(1);
    expect(order).toEqual(['early requests', 'app scripts', 'late']);
    window.__LOBBY_AFTER_FIRST_VIEW__!(() => order.push('after all'));
    expect(order).toEqual(['early requests', 'app scripts', 'late', 'after all']);
  });

  it('starts when the banner fails to load', () => {
    const { start, picture } = gateOn('/m', 'loading');
    picture!.dispatchEvent(new Event('error'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after 1 s at most (a slow banner, or a hidden tab that draws no frame)', () => {
    const { start } = gateOn('/m/home', 'loading');
    jest.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    drawFrame();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
