import type { Banner } from '@lobby/platform-api/contract';

/** `count` home banners as the platform serves them, each linking inside the app. */
export function testBanners(count: number): Banner[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    groupName: 'm_home',
    url: `/wps/img/banner/${i + 1}.svg`,
    link: '/m/activity',
    width: 750,
    height: 300,
  }));
}
