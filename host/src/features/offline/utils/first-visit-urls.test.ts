import { firstVisitUrls } from './first-visit-urls';

const ORIGIN = 'https://lobby.example';

describe('firstVisitUrls', () => {
  it('keeps the own-origin resources once each, without fragments', () => {
    expect(
      firstVisitUrls(
        [
          `${ORIGIN}/main.js?abc`,
          `${ORIGIN}/wps/banners?groupName=m_home`,
          `${ORIGIN}/wps/img/banner/1.svg#top`,
          `${ORIGIN}/wps/img/banner/1.svg`,
          `${ORIGIN}/remotes/lobby/mf-manifest.json`,
        ],
        ORIGIN,
      ),
    ).toEqual([
      `${ORIGIN}/main.js?abc`,
      `${ORIGIN}/wps/banners?groupName=m_home`,
      `${ORIGIN}/wps/img/banner/1.svg`,
      `${ORIGIN}/remotes/lobby/mf-manifest.json`,
    ]);
  });

  it('leaves out other origins and what is not a URL', () => {
    expect(
      firstVisitUrls(
        ['https://cdn.example/pic.png', 'not a url', 'data:image/png;base64,AAAA', `${ORIGIN}/x`],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/x`]);
  });
});
