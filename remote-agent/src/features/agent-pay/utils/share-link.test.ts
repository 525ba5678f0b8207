import { copyText, shareOrCopy } from './share-link';

describe('share or copy', () => {
  it('uses the share sheet when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    await expect(
      shareOrCopy('https://x/m/register?code=A', 'Join', {
        share,
        clipboard: { writeText },
      } as never),
    ).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Join', url: 'https://x/m/register?code=A' });
    expect(writeText).not.toHaveBeenCalled();
  });
  it('falls back to the clipboard without a share sheet or when sharing fails', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(shareOrCopy('u', 't', { clipboard: { writeText } } as never)).resolves.toBe(
      'copied',
    );
    const failing = jest.fn().mockRejectedValue(new Error('no'));
    await expect(
      shareOrCopy('u', 't', { share: failing, clipboard: { writeText } } as never),
    ).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
  });
  it('a closed share sheet copies nothing', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    const writeText = jest.fn();
    await expect(
      shareOrCopy('u', 't', {
        share: jest.fn().mockRejectedValue(abort),
        clipboard: { writeText },
      } as never),
    ).resolves.toBeNull();
    expect(writeText).not.toHaveBeenCalled();
  });
  it('a refused clipboard answers null', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    await expect(copyText('u', { clipboard: { writeText } } as never)).resolves.toBeNull();
  });
});
