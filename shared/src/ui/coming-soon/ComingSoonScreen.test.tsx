import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initTestI18n } from '../../testing';
import { ComingSoonScreen } from './ComingSoonScreen';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/m/home" element={<p>home page</p>} />
        <Route path="/m/member/home" element={<p>member centre</p>} />
        <Route path="/m/withdraw" element={<ComingSoonScreen title="Withdraw" />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('ComingSoonScreen', () => {
  beforeAll(() => initTestI18n(['common']));

  it('names the page and says it is coming soon, with a way home', () => {
    renderAt(['/m/withdraw']);
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming soon' })).toBeVisible();
    expect(
      screen.getByText('We are still building the Withdraw page. Please check back soon.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
  });

  it('takes the reader home with Back to home', async () => {
    renderAt(['/m/member/home', '/m/withdraw']);
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(location()).toBe('/m/home');
  });

  it('speaks the reader language', async () => {
    await initTestI18n(['common'], 'ID');
    renderAt(['/m/withdraw']);
    expect(screen.getByRole('heading', { level: 2, name: 'Segera hadir' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toBeVisible();
    await initTestI18n(['common'], 'EN');
  });
});
