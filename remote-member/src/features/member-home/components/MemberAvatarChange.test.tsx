import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useToastStore, type MemberInfo } from '@lobby/shared';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeReply,
  type FakeRequest,
} from '@lobby/shared/testing';
import { MemberHome } from './MemberHome';

const MEMBER: MemberInfo = {
  id: 7,
  account: 'demo',
  nickname: 'Lucky Star',
  type: 0,
  clubLabel: null,
  iconUrl: null,
};
const NEW_URL = '/wps/img/member/AbCdEfGhIjKlMnOpQrStUv.png';

function logIn() {
  useSessionStore.getState().setSession({
    token: 'tok',
    merchantCode: 'M1',
    userName: 'demo',
    type: 0,
    firstTimeLogin: false,
  });
}

/** The platform with the member as given; `icon` answers the picture calls. */
function platform(member: MemberInfo, icon: (request: FakeRequest) => FakeReply) {
  return fakeApi((request) => {
    if (request.url === '/wps/member/info') return ok(member);
    if (request.url === '/wps/member/info/icon') return icon(request);
    if (request.url === '/wps/wallets/gcs') {
      return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 1 });
    }
    if (request.url === '/wps/inbox/unread') return ok({ unread: 0 });
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>(/Choose a profile photo/);
const avatar = () => screen.getAllByTestId('member-avatar')[0]!;
const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('member centre: the member picture', () => {
  beforeAll(() => initTestI18n(['common', 'member']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    useToastStore.setState({ toasts: [] });
  });

  it('shows the initial, then uploads a PNG with progress and shows the new picture', async () => {
    logIn();
    let answer: (reply: FakeReply) => void = () => undefined;
    const seen = platform(MEMBER, () => new Promise((resolve) => (answer = resolve)));
    renderAt('/m/member/home', <MemberHome />);
    await screen.findByRole('heading', { name: 'Lucky Star' });
    expect(avatar()).toHaveTextContent('L');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();

    const file = png();
    await userEvent.setup().upload(fileInput(), file);
    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeDisabled();
    const sent = seen.find((request) => request.url === '/wps/member/info/icon')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toBe(file);
    expect(String(sent.headers['Content-Type'])).toBe('image/png');

    answer(ok({ url: NEW_URL }));
    await waitFor(() => expect(avatar().querySelector('img')).toHaveAttribute('src', NEW_URL));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(useSessionStore.getState().member?.iconUrl).toBe(NEW_URL);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      'changes saved',
    );
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeEnabled();
  });

  it.each([
    ['a GIF', new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' }), 'Only PNG or JPG'],
    [
      'a PNG over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      'at most 5 MB',
    ],
  ])('refuses %s before sending it', async (_name, file, words) => {
    logIn();
    const seen = platform(MEMBER, () => ok({ url: NEW_URL }));
    renderAt('/m/member/home', <MemberHome />);
    await screen.findByRole('heading', { name: 'Lucky Star' });
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(seen.some((request) => request.url === '/wps/member/info/icon')).toBe(false);
    expect(avatar().querySelector('img')).toBeNull();
  });

  it("says the server's refusal in the reader's words and keeps the old picture", async () => {
    logIn();
    platform({ ...MEMBER, iconUrl: '/wps/img/member/old.png' }, () =>
      fail(400, 'IMAGE_TYPE', 'image_type'),
    );
    renderAt('/m/member/home', <MemberHome />);
    await screen.findByRole('heading', { name: 'Lucky Star' });
    await userEvent.setup().upload(fileInput(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PNG or JPG images can be uploaded',
    );
    expect(avatar().querySelector('img')).toHaveAttribute('src', '/wps/img/member/old.png');
  });

  it('offers no picture change to a trial account', async () => {
    logIn();
    platform({ ...MEMBER, type: 4, nickname: 'guest00000001' }, () => ok({ url: NEW_URL }));
    renderAt('/m/member/home', <MemberHome />);
    await screen.findByRole('heading', { name: 'guest00000001' });
    expect(avatar()).toHaveTextContent('G');
    expect(screen.queryByRole('button', { name: 'Add photo' })).not.toBeInTheDocument();
  });

  it('asks before removing; cancel keeps the picture, confirm removes it', async () => {
    logIn();
    const seen = platform({ ...MEMBER, iconUrl: '/wps/img/member/old.png' }, () =>
      ok({ url: null }),
    );
    const user = userEvent.setup();
    renderAt('/m/member/home', <MemberHome />);
    await screen.findByRole('heading', { name: 'Lucky Star' });

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove your profile photo?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);
    expect(avatar().querySelector('img')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Remove photo',
      }),
    );
    await waitFor(() => expect(avatar().querySelector('img')).toBeNull());
    expect(seen.filter((request) => request.method === 'DELETE').map((r) => r.url)).toEqual([
      '/wps/member/info/icon',
    ]);
    expect(avatar()).toHaveTextContent('L');
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeInTheDocument();
  });
});
