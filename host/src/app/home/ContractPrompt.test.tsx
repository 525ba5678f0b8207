import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, initTestI18n, ok, type FakeRequest } from '@lobby/shared/testing';
import { agentSession, renderAt, setStatus, setViewer } from '@/test/render-shell';
import { HomeOverlays } from './HomeOverlays';

function serve(check: Record<string, boolean>, popup: unknown[] = []): FakeRequest[] {
  return fakeApi((request) => {
    if (request.url === '/wps/announcements') {
      return ok({ popup, hot: [], player: [], promotion: [], banners: [] });
    }
    if (request.url === '/wps/agent/contracts/check') return ok(check);
    return { status: 404, body: { success: false } };
  });
}

const NONE = { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };

describe('contract request check after an agent’s login', () => {
  beforeAll(() => initTestI18n(['common', 'agentpay']));
  beforeEach(() => {
    window.localStorage.clear();
    setStatus({}, { appWindowPromotion: false, resources: [], mobileTemplate: {} });
  });

  it('prompts once per login with a way to each waiting contract', async () => {
    setViewer(agentSession);
    serve({ ...NONE, divtypecompperiodreq: true, contracthoursalreq: true });
    const first = renderAt(<HomeOverlays />);
    const prompt = await screen.findByRole('dialog', { name: 'New contract offer' });
    expect(within(prompt).getByRole('link', { name: 'Dividend contract' })).toHaveAttribute(
      'href',
      '/m/member/agent/getDevidendContract',
    );
    expect(within(prompt).getByRole('link', { name: 'Hourly contract' })).toHaveAttribute(
      'href',
      '/m/member/agent/getHourContract',
    );
    first.unmount();
    const again = serve({ ...NONE, divtypecompperiodreq: true });
    renderAt(<HomeOverlays />);
    await waitFor(() => expect(again.some((r) => r.url === '/wps/announcements')).toBe(true));
    expect(again.some((r) => r.url === '/wps/agent/contracts/check')).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([0, 4, 40, 41, 42] as const)('never asks for type %i', async (type) => {
    setViewer({ ...agentSession, type });
    const seen = serve({ ...NONE, dailysalreqtype: true });
    renderAt(<HomeOverlays />);
    await waitFor(() => expect(seen.some((r) => r.url === '/wps/announcements')).toBe(true));
    expect(seen.some((r) => r.url === '/wps/agent/contracts/check')).toBe(false);
  });

  it('no prompt when nothing waits', async () => {
    setViewer(agentSession);
    const seen = serve(NONE);
    renderAt(<HomeOverlays />);
    await waitFor(() =>
      expect(seen.some((r) => r.url === '/wps/agent/contracts/check')).toBe(true),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('comes before the marketing popups: money first', async () => {
    setViewer(agentSession);
    serve({ ...NONE, dailysalreqtype: true }, [
      { id: 7, title: 'Welcome to Lobby', content: '<p>Claim your bonus</p>' },
      { id: 8, title: 'Weekend race', content: '<p>Top 50 share the prize</p>' },
    ]);
    renderAt(<HomeOverlays />);
    const first = await screen.findByRole('dialog', { name: 'New contract offer' });
    expect(within(first).getByText('1 of 3')).toBeInTheDocument();
  });
});
