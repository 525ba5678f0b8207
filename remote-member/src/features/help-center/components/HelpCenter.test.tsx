import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeReply,
  resetStores,
} from '@lobby/shared/testing';
import { HelpCenter } from './HelpCenter';

const ARTICLES = [
  {
    id: 11,
    title: 'How do I deposit?',
    content: '<ol><li>Open <b>Deposit</b>.</li><li>Choose a method.</li></ol>',
  },
  {
    id: 12,
    title: 'I forgot my password',
    content:
      '<p onclick="steal()">Use <a href="/m/forget">Forgot password</a>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  },
  { id: 13, title: 'Contact us', content: '<p>Live chat is open 24/7.</p>' },
];

function platform(list: () => FakeReply = () => ok(ARTICLES)) {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.url === '/wps/system/helpCenter') return list();
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const location = () => screen.getByTestId('location').textContent;

describe('help center', () => {
  beforeAll(() => initTestI18n(['common', 'member']));
  beforeEach(() => resetStores());
  // a test that reads another language leaves the next one in English
  afterEach(() => initTestI18n(['common', 'member']));

  it('shows a loading state, then the titles beside the first article', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const seen = platform(() => new Promise((resolve) => (answer = resolve as never)));
    renderAt('/m/help', <HelpCenter />);
    expect(screen.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.params).toEqual({ device: 'MOBILE', lang: 'EN' });
    act(() => answer(ok(ARTICLES)));

    const list = await screen.findByRole('tablist', { name: 'Help topics' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual(['How do I deposit?', 'I forgot my password', 'Contact us']);
    expect(tab('How do I deposit?')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('How do I deposit?');
    expect(within(panel()).getByRole('heading', { name: 'How do I deposit?' })).toBeVisible();
    expect(await within(panel()).findByRole('list')).toHaveTextContent('Open Deposit.');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('opens the article the i query names, and the first for a query out of range', async () => {
    platform();
    renderAt('/m/help?i=2', <HelpCenter />);
    expect(await screen.findByRole('tab', { name: 'Contact us' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(panel()).toHaveTextContent('Live chat is open 24/7.');
  });

  it.each(['7', '-1', 'abc'])('opens the first article for i=%s', async (raw) => {
    platform();
    renderAt(`/m/help?i=${raw}`, <HelpCenter />);
    expect(await screen.findByRole('tab', { name: 'How do I deposit?' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens an article on tap and keeps the choice in the query', async () => {
    platform();
    renderAt('/m/help', <HelpCenter />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Contact us' }));
    expect(tab('Contact us')).toHaveAttribute('aria-selected', 'true');
    expect(tab('How do I deposit?')).toHaveAttribute('aria-selected', 'false');
    expect(panel()).toHaveTextContent('Live chat is open 24/7.');
    expect(location()).toBe('/m/help?i=2');
  });

  it('moves between titles with the arrow keys, Home and End, with one tab stop', async () => {
    platform();
    renderAt('/m/help', <HelpCenter />);
    await screen.findByRole('tablist');
    expect(tab('How do I deposit?')).toHaveAttribute('tabindex', '0');
    expect(tab('Contact us')).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    expect(tab('How do I deposit?')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('I forgot my password')).toHaveFocus();
    expect(tab('I forgot my password')).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe('/m/help?i=1');
    await userEvent.keyboard('{End}');
    expect(tab('Contact us')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('How do I deposit?')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(tab('Contact us')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('How do I deposit?')).toHaveFocus();
    expect(location()).toBe('/m/help?i=0');

    await userEvent.tab();
    expect(panel()).toHaveFocus();
  });

  it('shows operator HTML sanitized, and follows its site links inside the app', async () => {
    platform();
    renderAt('/m/help?i=1', <HelpCenter />);
    await screen.findByRole('tabpanel');
    const link = await within(panel()).findByRole('link', { name: 'Forgot password' });
    expect(panel().querySelector('script')).toBeNull();
    expect(panel().querySelector('[onclick]')).toBeNull();
    expect(panel().querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    await userEvent.click(link);
    expect(location()).toBe('/m/forget');
  });

  it('asks again in the new language when the reader changes it', async () => {
    const seen = platform();
    const i18n = await initTestI18n(['common', 'member'], 'CN');
    renderAt('/m/help', <HelpCenter />);
    expect(await screen.findByRole('heading', { name: '帮助中心', level: 1 })).toBeVisible();
    await waitFor(() => expect(seen.at(-1)?.params).toEqual({ device: 'MOBILE', lang: 'CN' }));
    await act(() => i18n.changeLanguage('EN'));
    await waitFor(() => expect(seen.at(-1)?.params).toEqual({ device: 'MOBILE', lang: 'EN' }));
  });

  it.each([
    ['CN', '帮助中心'],
    ['TW', '說明中心'],
    ['ID', 'Pusat bantuan'],
    ['TH', 'ศูนย์ช่วยเหลือ'],
    ['VI', 'Trung tâm trợ giúp'],
    ['KO', '고객 지원 센터'],
    ['JA', 'ヘルプセンター'],
    ['FIL', 'Sentro ng tulong'],
  ])('is headed in the reader language, not in English (%s)', async (language, heading) => {
    const seen = platform();
    const i18n = await initTestI18n(['common', 'member'], language);
    renderAt('/m/help', <HelpCenter />);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await waitFor(() => expect(seen.at(-1)?.params).toEqual({ device: 'MOBILE', lang: language }));
    // the menu entry that leads here names it the same way
    expect(i18n.t('entries.help', { ns: 'member' })).toBe(heading);
  });

  it('says so when there is no article', async () => {
    platform(() => ok([]));
    renderAt('/m/help', <HelpCenter />);
    expect(await screen.findByText('No help articles yet')).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('offers Retry when the articles could not load, and shows them after it', async () => {
    let failing = true;
    const seen = platform(() =>
      failing ? fail(500, 'SERVER_ERROR', 'unknown_error') : ok(ARTICLES),
    );
    renderAt('/m/help', <HelpCenter />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The help center could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Contact us' })).toBeVisible();
    expect(seen).toHaveLength(2);
  });
});
