import { render } from '@testing-library/react';
import { useSessionStore } from '@lobby/shared';
import { useMerchantSkin } from './use-merchant-skin';

function Page() {
  useMerchantSkin();
  return null;
}

const skins = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[data-lottery-skin]')].map((link) =>
    link.getAttribute('href'),
  );

test("the member's merchant skin loads while the lottery page is open, and goes with it", () => {
  useSessionStore.setState({
    session: {
      token: 't',
      merchantCode: 'LOBBY01',
      userName: 'demo',
      type: 0,
      firstTimeLogin: false,
    } as never,
  });
  const page = render(<Page />);
  expect(skins()).toEqual(['/lgw/themes/LOBBY01.css']);
  page.unmount();
  expect(skins()).toEqual([]);
});

test('without a session the default sheet loads: the site colours', () => {
  useSessionStore.setState({ session: null });
  const page = render(<Page />);
  expect(skins()).toEqual(['/lgw/themes/default.css']);
  page.unmount();
});
