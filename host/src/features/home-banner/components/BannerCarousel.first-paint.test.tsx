import { act, fireEvent, screen } from '@testing-library/react';
import { initTestI18n } from '@lobby/shared/testing';
import { renderAt } from '@/test/render-shell';
import type { Banner } from '@lobby/platform-api/contract';
import { SWIPER_FETCH_LEAD_MS } from '../hooks/use-carousel';
import { BannerCarousel } from './BannerCarousel';
import { testBanners } from '@/test/test-banners';

// Jest runs this factory when something first requires swiper/react, which only the carousel's
// own chunk does: this file checks it never happens. (A global, since jest.mock runs before
// this module's own variables exist.)
type Flags = { swiperReactRequired?: boolean };
jest.mock('swiper/react', () => {
  (globalThis as Flags).swiperReactRequired = true;
  return jest.requireActual('swiper/react');
});
const swiperRequired = () => (globalThis as Flags).swiperReactRequired === true;

let mockBanners: Banner[] = [];
jest.mock('../api/banners-api', () => ({
  fetchHomeBanners: () => Promise.resolve(mockBanners),
  peekHomeBanners: () => mockBanners,
}));

beforeAll(() => initTestI18n(['common']));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const slides = () =>
  screen
    .queryAllByRole('button', { hidden: true })
    .filter((button) => button.getAttribute('aria-roledescription') === 'slide');

describe('BannerCarousel before it moves', () => {
  it('paints the first banner alone, with the dots, and does not load swiper', async () => {
    mockBanners = testBanners(3);
    const { container } = renderAt(<BannerCarousel />);
    await wait(0);

    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(slides()).toHaveLength(1);
    expect(slides()[0]).toHaveAccessibleName('Slide 1 of 3');
    expect(slides()[0]?.querySelector('img')).toHaveAttribute('src', '/wps/img/banner/1.svg');
    expect(slides()[0]?.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    const current = container.querySelector('[aria-current="true"]');
    expect(current).toHaveAccessibleName('Slide 1 of 3');
    expect(screen.getAllByRole('button', { name: /^Slide \d of 3$/ })).toHaveLength(4);

    // until shortly before the first timed move (the early fetch of use-carousel)
    await wait(5000 - SWIPER_FETCH_LEAD_MS - 1);
    expect(slides()).toHaveLength(1);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(swiperRequired()).toBe(false);
  });

  it('never loads swiper for a single banner: no timer, touch or dots', async () => {
    mockBanners = testBanners(1);
    const { container } = renderAt(<BannerCarousel />);
    await wait(0);

    expect(slides()).toHaveLength(1);
    expect(container.querySelector('[aria-current]')).toBeNull();
    const slide = slides()[0] as HTMLElement;
    fireEvent.pointerDown(slide);
    fireEvent.pointerUp(slide);
    await wait(20_000);

    expect(slides()).toHaveLength(1);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(swiperRequired()).toBe(false);
  });
});
