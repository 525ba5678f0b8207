import { render, screen, waitFor } from '@testing-library/react';
import { initTestI18n, logInAs, resetStores } from '@lobby/shared/testing';
import { ApplicationImages } from './ApplicationImages';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('application image thumbnails', () => {
  beforeAll(() => initTestI18n(['common', 'promo']));
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    resetStores();
    logInAs(0);
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    let n = 0;
    URL.createObjectURL = jest.fn(() => `blob:test/${(n += 1)}`);
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("fetches the member's own images with their token and shows each as a thumbnail link", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve({ ok: true, status: 200, blob: () => Promise.resolve(new Blob([PNG])) }),
    );
    const { unmount } = render(<ApplicationImages participationId={41} count={2} />);
    // While loading, a placeholder; then a link around the picture.
    expect(screen.getByRole('img', { name: 'Image 1 you sent' }).tagName).toBe('SPAN');
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    const first = screen.getByRole('img', { name: 'Image 1 you sent' });
    expect(first.tagName).toBe('IMG');
    expect(first).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));
    expect(screen.getByRole('img', { name: 'Image 2 you sent' })).toHaveAttribute('src');
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toEqual([
      '/wps/rewards/41/images/1',
      '/wps/rewards/41/images/2',
    ]);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toEqual({ Authorization: 'Bearer tok' });
    unmount();
    // The object URLs are let go with the thumbnails.
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it('an image that cannot be fetched (404) shows a placeholder, not a broken picture', async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 404,
      blob: () => Promise.reject(new Error()),
    });
    render(<ApplicationImages participationId={41} count={1} />);
    await waitFor(() => expect(screen.getByText('Not available')).toBeInTheDocument());
    const placeholder = screen.getByRole('img', { name: 'Image 1 you sent' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
