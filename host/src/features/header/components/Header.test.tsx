import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '@lobby/shared/testing';
import { useToastStore } from '@lobby/shared';
import { memberSession, renderAt, setStatus, setViewer, trialSession } from '@/test/render-shell';
import { Header, type HeaderLayout } from './Header';

beforeAll(() => initTestI18n(['common']));
beforeEach(() => {
  setStatus({});
  useToastStore.setState({ toasts: [] });
});

// The shell's layout rules for these paths (app/layout-rules.ts, tested there over every route).
const LAYOUTS: Record<string, HeaderLayout> = {
  '/m/home': { headerStart: 'logo', back: null },
  '/m/activity': { headerStart: 'back', back: 'home' },
  '/m/changePsw': { headerStart: 'none', back: null },
};

function renderHeader(path: string, onOpenMenu = jest.fn()) {
  renderAt(<Header layout={LAYOUTS[path]!} onOpenMenu={onOpenMenu} />, path);
  return screen.getByRole('banner');
}

describe('Header', () => {
  it('shows the logo, Login and Register to a visitor on home', () => {
    setViewer(null);
    const header = renderHeader('/m/home');
    expect(within(header).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/m/login');
    expect(within(header).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(within(header).queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('shows the balance and Deposit to a member, and Deposit opens the deposit page', async () => {
    setViewer(memberSession);
    const header = renderHeader('/m/home');
    expect(within(header).getByTestId('balance-amount')).toHaveTextContent('￥12,345.68');
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/voucherCenter');
  });

  it('refuses Deposit to a trial account for 2 s', async () => {
    setViewer(trialSession);
    const header = renderHeader('/m/home');
    await userEvent.click(within(header).getByRole('button', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      message: 'Please login an actual account to use this function',
      durationMs: 2000,
    });
  });

  it('opens the side menu from the menu button', async () => {
    setViewer(null);
    const onOpenMenu = jest.fn();
    const header = renderHeader('/m/home', onOpenMenu);
    await userEvent.click(within(header).getByRole('button', { name: 'Open menu' }));
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
  });

  it('shows a back arrow off home; activity goes home', async () => {
    setViewer(null);
    const header = renderHeader('/m/activity');
    expect(within(header).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/);
  });

  it('shows neither logo nor back arrow on change password', () => {
    setViewer(memberSession);
    const header = renderHeader('/m/changePsw');
    expect(within(header).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('shows the download icon on home only when promotion is on and a link exists', () => {
    setViewer(null);
    setStatus(
      {},
      {
        appWindowPromotion: true,
        resources: [{ resourceType: 'Android', url: 'https://x/app.apk' }],
      },
    );
    renderHeader('/m/home');
    expect(screen.getByRole('link', { name: 'Download app' })).toHaveAttribute(
      'href',
      '/m/download',
    );
  });

  it('hides the download icon without a download link', () => {
    setViewer(null);
    setStatus({}, { appWindowPromotion: true, resources: [] });
    renderHeader('/m/home');
    expect(screen.queryByRole('link', { name: 'Download app' })).not.toBeInTheDocument();
  });

  it('offers the top menu on home and off home, for visitors and members', async () => {
    for (const [viewer, path] of [
      [null, '/m/home'],
      [memberSession, '/m/home'],
      [memberSession, '/m/activity'],
    ] as const) {
      setViewer(viewer);
      const header = renderHeader(path);
      const more = within(header).getByRole('button', { name: 'More' });
      expect(more).toHaveAttribute('aria-haspopup', 'menu');
      await userEvent.click(more);
      expect(await within(header).findByRole('menu')).toBeInTheDocument();
      cleanup();
    }
  });

  it('on a header too narrow for its words, keeps Login and Deposit named by their labels', () => {
    // jsdom lays nothing out: make every level overflow, so the header ends at its narrowest
    const scrollWidth = jest
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'HEADER' ? 1000 : 0;
      });
    try {
      for (const viewer of [null, memberSession]) {
        setViewer(viewer);
        const header = renderHeader('/m/home');
        expect(header).toHaveAttribute('data-fit', 'icons');
        const action = viewer
          ? within(header).getByRole('button', { name: 'Deposit' })
          : within(header).getByRole('link', { name: 'Login' });
        expect(action.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
        cleanup();
      }
    } finally {
      scrollWidth.mockRestore();
    }
  });

  it('keeps the full header where everything fits', () => {
    setViewer(null);
    expect(renderHeader('/m/home')).toHaveAttribute('data-fit', 'full');
  });
});
