import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initTestI18n } from '../../testing';
import { PageTitleBar } from './PageTitleBar';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(entries: string[], backTo?: string) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/m/home" element={<p>home page</p>} />
        <Route path="/m/member/home" element={<p>member centre</p>} />
        <Route path="/m/app" element={<PageTitleBar title="Download the app" backTo={backTo} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('PageTitleBar', () => {
  beforeAll(() => initTestI18n(['common']));

  it('shows the title as the page heading and a labelled back button', () => {
    renderAt(['/m/app']);
    expect(screen.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveClass('lb-title-bar');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveClass('lb-title-bar__back');
  });

  it('goes one step back when there is a page of ours before this one', async () => {
    renderAt(['/m/member/home', '/m/app']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/m/member/home');
  });

  it('goes home when this is the first page opened', async () => {
    renderAt(['/m/app']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/m/home');
  });

  it('goes to the fixed place when the page names one', async () => {
    renderAt(['/m/member/home', '/m/app'], '/m/home');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/m/home');
  });

  it('takes its class names from the block it is given', () => {
    render(
      <MemoryRouter>
        <PageTitleBar title="Messages" className="member-title-bar" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Messages' })).toHaveClass(
      'member-title-bar__title',
    );
  });
});
