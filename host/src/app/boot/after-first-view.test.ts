import { afterFirstViewPainted } from './after-first-view';

/** Whether the promise has settled after the pending timers and microtasks have run. */
async function settled(promise: Promise<void>, advanceMs = 0): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(advanceMs);
  return done;
}

function documentBanner(complete: boolean): HTMLImageElement {
  document.body.innerHTML =
    '<div id="early-shell"><div id="early-banner"><img src="/wps/img/banner/1.svg" alt=""></div></div>';
  const picture = document.querySelector<HTMLImageElement>('#early-banner img')!;
  Object.defineProperty(picture, 'complete', { configurable: true, get: () => complete });
  return picture;
}

describe('afterFirstViewPainted', () => {
  let frames: FrameRequestCallback[];

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
    document.body.innerHTML = '';
  });

  const drawFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  it('resolves at once on a page without a first banner in the document', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(afterFirstViewPainted())).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('waits for the banner to load, then for the frame that paints it', async () => {
    const picture = documentBanner(false);
    const waiting = afterFirstViewPainted();
    expect(await settled(waiting)).toBe(false);
    expect(frames).toHaveLength(0);

    picture.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(1);
    drawFrame();
    expect(await settled(waiting)).toBe(true);
  });

  it('waits only for the frame when the banner has already loaded', async () => {
    documentBanner(true);
    const waiting = afterFirstViewPainted();
    await jest.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(1);
    drawFrame();
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on when the banner fails to load', async () => {
    const picture = documentBanner(false);
    const waiting = afterFirstViewPainted();
    picture.dispatchEvent(new Event('error'));
    await jest.advanceTimersByTimeAsync(0);
    drawFrame();
    expect(await settled(waiting)).toBe(true);
  });

  it('starts the app anyway when the banner takes longer than the wait allows', async () => {
    documentBanner(false);
    const waiting = afterFirstViewPainted(1500);
    expect(await settled(waiting, 1499)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    drawFrame();
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait for a frame that a hidden tab never draws', async () => {
    documentBanner(true);
    const waiting = afterFirstViewPainted();
    expect(await settled(waiting, 99)).toBe(false);
    expect(await settled(waiting, 1)).toBe(true);
  });
});
