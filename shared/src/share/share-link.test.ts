import { copyText, shareLink } from './share-link';

/** Gives the test's navigator a share sheet and a clipboard (jsdom has neither by default). */
function phoneWith({ share, writeText }: { share?: jest.Mock; writeText?: jest.Mock }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

describe('share or copy a link', () => {
  const execCommand = jest.fn(() => true);
  beforeAll(() => {
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  });
  beforeEach(() => execCommand.mockClear());

  it('uses the share sheet when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    phoneWith({ share, writeText });
    await expect(shareLink({ title: 'Join', url: 'https://x/m/register?code=A' })).resolves.toBe(
      'shared',
    );
    expect(share).toHaveBeenCalledWith({ title: 'Join', url: 'https://x/m/register?code=A' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard without a share sheet or when sharing fails', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    phoneWith({ writeText });
    await expect(shareLink({ title: 't', url: 'u' })).resolves.toBe('copied');
    phoneWith({ share: jest.fn().mockRejectedValue(new Error('no')), writeText });
    await expect(shareLink({ title: 't', url: 'u' })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('a closed share sheet copies nothing', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    const writeText = jest.fn();
    phoneWith({ share: jest.fn().mockRejectedValue(abort), writeText });
    await expect(shareLink({ title: 't', url: 'u' })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a refused clipboard falls back to the copy command, and says when that fails too', async () => {
    phoneWith({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    await expect(copyText('u')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    execCommand.mockReturnValueOnce(false);
    await expect(shareLink({ title: 't', url: 'u' })).resolves.toBe('failed');
  });
});
