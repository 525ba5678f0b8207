import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initTestI18n } from '@lobby/shared/testing';
import { renderAt, setViewer } from '@/test/render-shell';
import { LazySideMenu } from './LazySideMenu';

beforeAll(() => initTestI18n(['common']));

function MenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open menu
      </button>
      <LazySideMenu open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('LazySideMenu', () => {
  it('renders nothing before the first opening, then the menu dialog, and closes', async () => {
    setViewer(null);
    renderAt(<MenuButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
