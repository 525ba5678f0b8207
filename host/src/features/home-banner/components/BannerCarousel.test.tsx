import { act, fireEvent, screen, within } from '@testing-library/react';
import { initTestI18n } from '@lobby/shared/testing';
import { renderAt } from '@/test/render-shell';
import type { Banner } from '@lobby/platform-api/contract';
import { BannerCarousel } from './BannerCarousel';
import { SWIPER_FETCH_LEAD_MS } from '../hooks/use-carousel';
import { loadBannerSwiper } from '../utils/load-banner-swiper';
import { testBanners } from '@/test/test-banners';
import { PICTURE_WAIT_MS } from '../utils/take-over';

// the real chunk loader, watched (and made to fail once in one test)
jest.mock('../utils/load-banner-swiper', () => {
  const actual = jest.requireActual('../utils/load-banner-swiper');
  return { loadBannerSwiper: jest.fn(actual.loadBannerSwiper) };
});
const load = jest.mocked(loadBannerSwiper);

let mockBanners: Banner[] = [];
jest.mock('../api/banners-api', () => ({
  fetchHomeBanners: () => Promise.resolve(mockBanners),
  peekHomeBanners: () => mockBanners,
}));

beforeAll(() => initTestI18n(['common']));
beforeEach(() => {
  jest.useFakeTimers();
  mockBanners = testBanners(3);
});
afterEach(() => jest.useRealTimers());

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}
/**
 * Lets swiper's chunk load, mount and take over (each step renders in an act() round of its
 * own) and a move it starts on the next animation frame begin: 50 ms, far from the next 5 s move.
 */
async function settle() {
  for (let round = 0; round < 5; round += 1) await wait(10);
}

function carousel() {
  return screen.getByRole('region', { name: 'Promotions' });
}
function swiperBox() {
  return carousel().querySelector('.swiper');
}
/** Every slide button, on screen or not, in swiper's DOM order. */
function slides() {
  return within(carousel())
    .queryAllByRole('button', { hidden: true })
    .filter((button) => button.getAttribute('aria-roledescription') === 'slide');
}
/** The dots: the buttons that are not slides. */
function dots() {
  return within(carousel())
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-roledescription') !== 'slide');
}
function currentDot() {
  return dots().find((dot) => dot.getAttribute('aria-current') === 'true');
}

describe('BannerCarousel', () => {
  it('fetches swiper shortly before its 5 s timer fires and moves on to the second banner at 5 s', async () => {
    renderAt(<BannerCarousel />);
    await wait(5000 - SWIPER_FETCH_LEAD_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await wait(1);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(SWIPER_FETCH_LEAD_MS - 1);
    expect(swiperBox()).toBeNull();
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');

    await wait(1);
    await settle();
    expect(swiperBox()).not.toBeNull();
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
    // swiper has the three banners; the static slide is gone
    expect(slides()).toHaveLength(3);
    expect(slides().every((slide) => swiperBox()?.contains(slide))).toBe(true);
  });

  it("moves on time when swiper's first picture is slow to arrive (asked of the service worker)", async () => {
    // the picture is still on its way: its decode() settles much later than the move is due
    const decode = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 60_000)));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: decode,
    });
    try {
      renderAt(<BannerCarousel />);
      await wait(5000);
      await settle();
      expect(decode).toHaveBeenCalled();
      // still waiting for the picture: the static slide stays
      expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');

      await wait(PICTURE_WAIT_MS);
      await settle();
      expect(swiperBox()).not.toBeNull();
      expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
    } finally {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it('keeps the first banner and asks again at the next 5 s when swiper could not be fetched', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // offline for both the early fetch and the move's own
    load.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    renderAt(<BannerCarousel />);
    await wait(5000);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(swiperBox()).toBeNull();
    expect(slides()).toHaveLength(1);
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    expect(warn).toHaveBeenCalledTimes(1);

    await wait(5000);
    await settle();
    expect(swiperBox()).not.toBeNull();
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
  });

  it('loads swiper at the first press on the banner, before the timer', async () => {
    renderAt(<BannerCarousel />);
    await wait(1000);
    expect(swiperBox()).toBeNull();
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerDown(slides()[0] as HTMLElement);
    await settle();
    expect(swiperBox()).not.toBeNull();
    // a press alone does not move it
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('loads swiper when a dot gets keyboard focus', async () => {
    renderAt(<BannerCarousel />);
    await wait(1000);
    expect(swiperBox()).toBeNull();
    expect(load).not.toHaveBeenCalled();

    act(() => (dots()[1] as HTMLElement).focus());
    await settle();
    expect(swiperBox()).not.toBeNull();
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    expect(dots()[1]).toHaveFocus();
  });

  it('keeps keyboard focus on the banner shown when swiper replaces the focused static slide', async () => {
    renderAt(<BannerCarousel />);
    await wait(1000);
    act(() => (slides()[0] as HTMLElement).focus());
    await settle();

    expect(swiperBox()).not.toBeNull();
    const focused = document.activeElement as HTMLElement;
    expect(swiperBox()?.contains(focused)).toBe(true);
    expect(focused).toHaveAttribute('aria-roledescription', 'slide');
    expect(focused).toHaveAccessibleName('Slide 1 of 3');
    expect(focused).toHaveAttribute('tabindex', '0');
  });

  it('pauses the rotation while keyboard focus is inside and resumes when it leaves', async () => {
    renderAt(
      <>
        <BannerCarousel />
        <button type="button">after</button>
      </>,
    );
    await wait(5000);
    await settle();
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');

    const dot = dots()[1] as HTMLElement;
    act(() => dot.focus({ focusVisible: true } as FocusOptions));
    await wait(12_000);
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');

    act(() => screen.getByRole('button', { name: 'after' }).focus());
    await wait(5000);
    await settle();
    expect(currentDot()).toHaveAccessibleName('Slide 3 of 3');
  });

  it('holds still while a dialog covers the page and gives the banner its full 5 s after it closes', async () => {
    renderAt(<BannerCarousel />);
    await wait(3000);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    act(() => document.body.append(dialog));
    await wait(10_000);
    expect(load).not.toHaveBeenCalled();
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');

    act(() => dialog.remove());
    await wait(4999);
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    await wait(1);
    await settle();
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');

    // once swiper rotates, a dialog stops it too
    act(() => document.body.append(dialog));
    await wait(12_000);
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
    act(() => dialog.remove());
    await wait(5000);
    await settle();
    expect(currentDot()).toHaveAccessibleName('Slide 3 of 3');
  });

  it('goes to the banner of the dot pressed, before and after swiper took over', async () => {
    renderAt(<BannerCarousel />);
    await wait(0);
    fireEvent.click(dots()[2] as HTMLElement);
    await settle();
    expect(swiperBox()).not.toBeNull();
    expect(currentDot()).toHaveAccessibleName('Slide 3 of 3');
    expect(dots().filter((dot) => dot.hasAttribute('aria-current'))).toHaveLength(1);

    fireEvent.click(dots()[0] as HTMLElement);
    await settle();
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('keeps the slides that are not on screen out of the tab order and the accessibility tree', async () => {
    renderAt(<BannerCarousel />);
    await wait(5000);
    await settle();
    const shown = within(carousel())
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-roledescription') === 'slide');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveAccessibleName('Slide 2 of 3');
    expect(shown[0]).toHaveAttribute('tabindex', '0');
    const hidden = slides().filter((slide) => slide !== shown[0]);
    expect(hidden).toHaveLength(2);
    for (const slide of hidden) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveAttribute('tabindex', '-1');
    }
  });

  it('opens an in-app banner link inside the app', async () => {
    renderAt(<BannerCarousel />);
    await wait(0);
    fireEvent.click(slides()[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/activity');
  });

  it('opens another site in a new window', async () => {
    mockBanners = testBanners(3).map((banner) => ({ ...banner, link: 'https://example.com/x' }));
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderAt(<BannerCarousel />);
    await wait(5000);
    await settle();
    const shown = slides().find((slide) => slide.getAttribute('aria-hidden') === 'false');
    expect(shown).toHaveAccessibleName('Slide 2 of 3');
    expect(swiperBox()?.contains(shown as HTMLElement)).toBe(true);
    fireEvent.click(shown as HTMLElement);
    expect(open).toHaveBeenCalledWith('https://example.com/x', '_blank', 'noopener');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/x',
    '/\\evil.example',
  ])('opens nothing for a banner link the safe-URL rule refuses (%j)', async (link) => {
    mockBanners = testBanners(3).map((banner) => ({ ...banner, link }));
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderAt(<BannerCarousel />);
    await wait(0);
    fireEvent.click(slides()[0] as HTMLElement);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });
});
