import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, initTestI18n, ok } from '@lobby/shared/testing';
import { useToastStore } from '@lobby/shared';
import { memberSession, renderAt, setStatus, setViewer, trialSession } from '@/test/render-shell';
import { TopMenuButton } from './TopMenuButton';

const channels = [
  { csType: 'LIVECHAT', title: 'Live chat', path: 'https://chat.example/room' },
  { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.example/lobby' },
];

beforeAll(() => initTestI18n(['common']));
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  jest.spyOn(window, 'open').mockImplementation(() => null);
  setViewer(memberSession);
  setStatus(
    { CBS3: true, SPEEDTEST3: true },
    { customerService: channels, paths: { speedTest: 'https://speed.example/test' } },
  );
});

function renderMenu(path = '/m/activity') {
  renderAt(
    <>
      <TopMenuButton />
      <p>Page text</p>
      <a href="/next">Next link</a>
    </>,
    path,
  );
  return screen.getByRole('button', { name: 'More' });
}

async function openMenu(path?: string) {
  const button = renderMenu(path);
  await userEvent.click(button);
  return { button, menu: await screen.findByRole('menu', { name: 'More' }) };
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('TopMenuButton', () => {
  it('is a closed menu button until pressed, then lists Home, Customer service, Speed test', async () => {
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(itemNames(menu)).toEqual(['Home', 'Customer service', 'Speed test']);
    expect(within(menu).getByRole('menuitem', { name: 'Speed test' })).toHaveAttribute(
      'href',
      'https://speed.example/test',
    );
  });

  it('leaves the speed test out when SPEEDTEST3 is off or no page is named', async () => {
    setStatus(
      { CBS3: true, SPEEDTEST3: false },
      {
        customerService: channels,
        paths: { speedTest: 'https://speed.example/test' },
      },
    );
    const first = await openMenu();
    expect(itemNames(first.menu)).toEqual(['Home', 'Customer service']);
    await userEvent.keyboard('{Escape}');

    act(() =>
      setStatus(
        { CBS3: true, SPEEDTEST3: true },
        { customerService: channels, paths: { speedTest: '' } },
      ),
    );
    await userEvent.click(first.button);
    expect(itemNames(await screen.findByRole('menu'))).toEqual(['Home', 'Customer service']);
  });

  it('leaves customer service out when the status has no channel', async () => {
    setStatus({ SPEEDTEST3: false }, { customerService: [] });
    const { menu } = await openMenu();
    expect(itemNames(menu)).toEqual(['Home']);
  });

  it('Home goes to /m/home and closes the menu', async () => {
    const { button, menu } = await openMenu('/m/activity');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('works by keyboard: arrows open and move, Home/End jump, Escape closes to the button', async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const [home, service, speed] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(home).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(service).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(home).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(speed).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(home).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(speed).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Speed test' }),
      ).toHaveFocus(),
    );
  });

  it('Enter on the button opens the menu with the first item focused; Enter on Home goes home', async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Home' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/);
  });

  it('a press outside closes it and focus returns to the button; so does the button itself', async () => {
    const { button } = await openMenu();
    await userEvent.click(screen.getByText('Page text'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Tab closes it and moves on past the button; a press on a link keeps the link focused', async () => {
    await openMenu();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next link' })).toHaveFocus();
  });

  it('customer service opens the channel sheet, and live chat opens for a member', async () => {
    fakeApi((request) =>
      request.url === '/wps/chat/launch'
        ? ok({ chatUrl: `/m/liveChat?ticket=${'T'.repeat(43)}` })
        : fail(404, 'NOT_FOUND', 'not_found'),
    );
    const { menu } = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Customer service' }));
    const sheet = screen.getByRole('dialog', { name: 'Customer service' });
    await userEvent.click(within(sheet).getByText('Live chat'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/m/liveChat?ticket='),
    );
    expect(window.open).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses live chat to a trial account for 2 s, as the floating button does', async () => {
    setViewer(trialSession);
    const { menu } = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Customer service' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByText('Live chat'));
    expect(window.open).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      message: 'Please login an actual account to use this function',
      durationMs: 2000,
    });
  });

  it('closing the channel sheet gives focus back to the menu button', async () => {
    const { button, menu } = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Customer service' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
