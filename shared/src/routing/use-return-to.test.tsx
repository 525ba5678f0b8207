import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LoginRedirect } from './use-return-to';

function LoginScreen() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

// Issue 36 item 5: a members-only screen opened by a visitor sends them to login with `next`.
describe('LoginRedirect', () => {
  it('replaces the members-only screen by login carrying where the visitor was', () => {
    render(
      <MemoryRouter initialEntries={['/m/withdraw?tab=bank']}>
        <Routes>
          <Route path="/m/login" element={<LoginScreen />} />
          <Route path="/m/withdraw" element={<LoginRedirect />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/m\/login\?next=%2Fm%2Fwithdraw%3Ftab%3Dbank$/,
    );
  });
});
