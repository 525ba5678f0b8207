import { act, screen } from '@testing-library/react';
import { initTestI18n } from '@lobby/shared/testing';
import { apiClient } from '@lobby/shared';
import { renderAt } from '../../../test/render-shell';
import { BannerCarousel } from './BannerCarousel';

beforeAll(() => initTestI18n(['common']));

function serveBanners(count: number) {
  const banners = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    groupName: 'm_home',
    url: `/wps/img/banner/${i + 1}.svg`,
    link: '/m/activity',
    width: 750,
    height: 300,
  }));
  apiClient.defaults.adapter = async (config) => ({
    status: 200,
    statusText: '',
    headers: {},
    config,
    data: { success: true, value: banners },
  });
}

const current = () =>
  screen.getAllByRole('button', { name: /^Slide/ }).find((b) => b.getAttribute('aria-current'));

describe('BannerCarousel', () => {
  afterEach(() => jest.useRealTimers());

  it('advances every 5000 ms and loops back to the first banner', async () => {
    jest.useFakeTimers();
    serveBanners(3);
    renderAt(<BannerCarousel />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4999);
    });
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(current()).toHaveAccessibleName('Slide 2 of 3');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10000);
    });
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
  });
});
