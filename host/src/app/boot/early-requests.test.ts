import fs from 'node:fs';
import path from 'node:path';
import { isHomePath, takeEarlyResponse } from '@lobby/shared';
import { fetchNoticeTitles } from '@/features/home-announcement/api/announcements-api';

const html = fs.readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
const script = /<script id="early-requests">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const body = /<body>([\s\S]*?)<\/body>/.exec(html)?.[1] ?? '';

function reply(body: unknown): Response {
  return {
    ok: true,
    status: 200,
    clone() {
      return this;
    },
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

let brand = { brand: 'standard', apiBaseUrl: '', remotes: {} };
const banners = { success: true, value: [{ id: 1, url: '/wps/img/banner/1.svg' }] };
const notices = { success: true, value: { hot: [{ id: 7, title: 'Welcome' }] } };

async function runEarlyRequests(pathname: string) {
  window.history.replaceState(null, '', pathname);
  const fetchMock = jest.fn(async (url: string) =>
    reply(
      url === '/brand-config.json'
        ? brand
        : url.startsWith('/wps/banners')
          ? banners
          : url.startsWith('/wps/announcements')
            ? notices
            : {},
    ),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  new Function(script)();
  // one request per task
  for (let task = 0; task < 8; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return fetchMock.mock.calls.map(([url]) => url);
}

describe('early requests of index.html', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete window.__LOBBY_EARLY__;
    document.head.querySelectorAll('link, style').forEach((element) => element.remove());
    document.body.innerHTML = body;
  });

  it('asks a visitor on home for config, texts, status, announcements, banners and the first banner image', async () => {
    const urls = await runEarlyRequests('/m/home');
    expect(urls).toEqual([
      '/locales/EN/common.json',
      '/brand-config.json',
      '/wps/system/status',
      '/wps/announcements?types=A&language=EN',
      '/wps/banners?groupName=m_home',
    ]);
    const image = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(image?.getAttribute('href')).toBe('/wps/img/banner/1.svg');
    // painted in the page's own home frame before the app runs
    expect(document.querySelector('#early-banner img')?.getAttribute('src')).toBe(
      '/wps/img/banner/1.svg',
    );
    expect(document.head.querySelector('style')).toBeNull();
    expect(takeEarlyResponse('/brand-config.json')).toBeDefined();
    expect(takeEarlyResponse('/brand-config.json')).toBeUndefined();
  });

  it('starts one request per task, so no task of the first view is long', () => {
    window.history.replaceState(null, '', '/m/home');
    // the tasks the script queues, run one at a time below
    const tasks: (() => void)[] = [];
    const timeout = jest
      .spyOn(global, 'setTimeout')
      .mockImplementation(((callback: () => void) => tasks.push(callback)) as never);
    try {
      const fetchMock = jest.fn(async () => reply({}));
      global.fetch = fetchMock as unknown as typeof fetch;
      new Function(script)();
      const perTask = [fetchMock.mock.calls.length];
      for (const task of tasks) {
        const before = fetchMock.mock.calls.length;
        task();
        perTask.push(fetchMock.mock.calls.length - before);
      }
      expect(perTask).toEqual([0, 1, 1, 1, 1, 1]);
    } finally {
      timeout.mockRestore();
    }
  });

  it('adds no second banner or preload when the platform wrote them into the document', async () => {
    // as platform-api's site/home-document.ts serves home
    const preload = document.createElement('link');
    preload.setAttribute('rel', 'preload');
    preload.setAttribute('as', 'image');
    preload.setAttribute('href', '/wps/img/banner/1.svg');
    document.head.appendChild(preload);
    document.getElementById('early-banner')!.innerHTML = '<img src="/wps/img/banner/1.svg" alt="">';
    await runEarlyRequests('/m/home');
    expect(document.querySelectorAll('#early-banner img')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
  });

  it('asks the configured API origin too when it is not this one', async () => {
    brand = { ...brand, apiBaseUrl: 'https://api.example.com/' };
    const urls = await runEarlyRequests('/m/home');
    brand = { ...brand, apiBaseUrl: '' };
    expect(urls.slice(5)).toEqual([
      'https://api.example.com/wps/system/status',
      'https://api.example.com/wps/announcements?types=A&language=EN',
      'https://api.example.com/wps/banners?groupName=m_home',
    ]);
    expect(takeEarlyResponse('https://api.example.com/wps/system/status')).toBeDefined();
  });

  it("answers the announcement bar's own read (the API client's URL) from the early request", async () => {
    await runEarlyRequests('/m/home');
    const asked = (global.fetch as jest.Mock).mock.calls.length;
    await expect(fetchNoticeTitles('EN')).resolves.toEqual([{ id: 7, title: 'Welcome' }]);
    expect(global.fetch).toHaveBeenCalledTimes(asked);
  });

  it("asks for the announcement titles in the visitor's stored language", async () => {
    window.localStorage.setItem('lang', 'cn');
    expect(await runEarlyRequests('/m/home')).toContain('/wps/announcements?types=A&language=CN');
  });

  it('asks for no banners away from home and nothing with a token for a member', async () => {
    expect(await runEarlyRequests('/m/login')).not.toContain('/wps/banners?groupName=m_home');
    // the home frame is hidden away from home
    expect(document.head.querySelector('style')?.textContent).toBe('#early-shell{display:none}');
    expect(document.getElementById('early-shell')).not.toBeNull();
    delete window.__LOBBY_EARLY__;
    window.localStorage.setItem('MC_SESSION_INFO', '{"state":{}}');
    window.localStorage.setItem('lang', 'ID');
    expect(await runEarlyRequests('/m/home')).toEqual(['/brand-config.json']);
  });

  it('knows the same home paths as the app', () => {
    const source = /var HOME = (\/.+\/i);/.exec(script)?.[1];
    const home = new Function(`return ${source}`)() as RegExp;
    for (const pathname of [
      '/',
      '/m',
      '/m/',
      '/m/home',
      '/m/HOME/',
      '/m/index',
      '/m/index.html',
      '/m/login',
      '/m/homes',
      '/m/member/home',
      '/home',
    ]) {
      expect(`${pathname} ${home.test(pathname)}`).toBe(`${pathname} ${isHomePath(pathname)}`);
    }
  });
});
