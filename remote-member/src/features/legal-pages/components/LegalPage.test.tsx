import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LegalPage as LegalPageValue } from '@lobby/platform-api/contract';
import { fail, fakeEndpoints, initTestI18n, renderAt, resetStores } from '@lobby/shared/testing';
import { LegalPage } from './LegalPage';

const TERMS: LegalPageValue = {
  kind: 'terms',
  language: 'EN',
  fallback: false,
  title: 'Terms and conditions',
  html: '<p>You must be 18.</p><h2>Your account</h2><p onclick="steal()">Keep it safe.</p><script>window.hacked = true</script>',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('the public legal pages', () => {
  beforeAll(() => initTestI18n(['common', 'member']));
  beforeEach(() => resetStores());

  it('shows the operator page in the reader language, sanitized, with its date and the other pages', async () => {
    const seen = fakeEndpoints({ 'GET /wps/system/legal/:kind': () => TERMS });
    renderAt('/m/terms', <LegalPage kind="terms" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
    expect(seen[0]!.url).toBe('/wps/system/legal/terms');
    expect(seen[0]!.params).toEqual({ lang: 'EN' });
    expect(screen.getByText('Keep it safe.')).not.toHaveAttribute('onclick');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('Last updated 2026/11/20')).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    const more = screen.getByRole('navigation', { name: 'More pages' });
    expect(more).toHaveTextContent('Privacy policy');
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/m/playResponsibly',
    );
    expect(screen.queryByRole('link', { name: 'Set your limits and breaks' })).toBeNull();
  });

  it('says when the page is shown in English because the operator has not written it in the reader language', async () => {
    await initTestI18n(['common', 'member'], 'VI');
    try {
      const seen = fakeEndpoints({
        'GET /wps/system/legal/:kind': () => ({ ...TERMS, kind: 'privacy', fallback: true }),
      });
      renderAt('/m/privacy', <LegalPage kind="privacy" />);
      expect(await screen.findByRole('note')).toHaveTextContent(
        'Trang này chưa có bằng ngôn ngữ của bạn; đang hiển thị bằng tiếng Anh.',
      );
      expect(seen[0]!.params).toEqual({ lang: 'VI' });
      // the English text is marked as English for screen readers
      expect(screen.getByText('You must be 18.').closest('[lang]')).toHaveAttribute('lang', 'en');
    } finally {
      await initTestI18n(['common', 'member'], 'EN');
    }
  });

  it('the responsible gaming page leads to the member tools', async () => {
    fakeEndpoints({
      'GET /wps/system/legal/:kind': () => ({
        ...TERMS,
        kind: 'responsible',
        title: 'Responsible gaming',
      }),
    });
    renderAt('/m/playResponsibly', <LegalPage kind="responsible" />);
    expect(await screen.findByRole('link', { name: 'Set your limits and breaks' })).toHaveAttribute(
      'href',
      '/m/responsibleGaming',
    );
  });

  it('a failed load says so and retries', async () => {
    let calls = 0;
    fakeEndpoints({
      'GET /wps/system/legal/:kind': () =>
        ++calls === 1 ? fail(500, 'SERVER_ERROR', 'server_error') : TERMS,
    });
    renderAt('/m/terms', <LegalPage kind="terms" />);
    expect(await screen.findByText('The page could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('You must be 18.')).toBeVisible());
  });
});
