import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, initTestI18n } from '@lobby/shared/testing';
import { renderAt, setStatus } from '@/test/render-shell';
import { AnnouncementBar } from './AnnouncementBar';

beforeAll(() => initTestI18n(['common']));

function serve(hot: Array<{ id: number; title: string }>) {
  apiClient.defaults.adapter = async (config) => ({
    status: 200,
    statusText: '',
    headers: {},
    config,
    data: { success: true, value: { hot, player: [], promotion: [], banners: [], popup: [] } },
  });
}

const resources = [
  { resourceType: 'IOS', url: 'https://apps.example/ios' },
  { resourceType: 'Android', url: 'https://apps.example/lobby.apk' },
];

describe('AnnouncementBar', () => {
  it('offers the app download for this phone (Android here)', async () => {
    setStatus({}, { resources });
    serve([]);
    renderAt(<AnnouncementBar />);
    expect(await screen.findByRole('link', { name: 'App' })).toHaveAttribute(
      'href',
      'https://apps.example/lobby.apk',
    );
  });

  it('offers no download without links', async () => {
    setStatus({}, { resources: [] });
    serve([]);
    renderAt(<AnnouncementBar />);
    await screen.findByText('no announcement');
    expect(screen.queryByRole('link', { name: 'App' })).not.toBeInTheDocument();
  });

  it('links each title to the notice screen at its index', async () => {
    serve([
      { id: 7, title: 'Maintenance on Tuesday' },
      { id: 9, title: 'New games every week' },
    ]);
    renderAt(<AnnouncementBar />);
    await userEvent.click(await screen.findByRole('link', { name: 'New games every week' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/notice?index=1');
  });

  it('scrolls the titles at 30 steps a second once they are in', async () => {
    serve([
      { id: 7, title: 'Maintenance on Tuesday' },
      { id: 9, title: 'New games every week' },
    ]);
    renderAt(<AnnouncementBar />);
    const marquee = (await screen.findByRole('link', { name: 'Maintenance on Tuesday' }))
      .parentElement!;
    expect(marquee).toHaveStyle({
      animationDuration: '18s',
      animationTimingFunction: 'steps(540, end)',
    });
  });

  it("says 'no announcement' when there is none", async () => {
    serve([]);
    renderAt(<AnnouncementBar />);
    expect(await screen.findByText('no announcement')).toBeInTheDocument();
  });

  it('collapses to the word Notice and expands again', async () => {
    serve([{ id: 1, title: 'Hello' }]);
    renderAt(<AnnouncementBar />);
    await screen.findByRole('link', { name: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Hide announcements' }));
    expect(screen.getByText('Notice')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hello' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show announcements' }));
    expect(screen.getByRole('link', { name: 'Hello' })).toBeInTheDocument();
  });
});
