import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../testing';
import { Modal } from './Modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Settings"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <a href="/m/help">Help</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  beforeAll(() => initTestI18n(['common']));

  it('is a named dialog that keeps the focus inside and gives it back when it closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(close).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('takes the focus without scrolling the page, which would lay it out there and then', async () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    try {
      render(
        <Modal open onClose={() => undefined} title="Notice">
          <p>Text</p>
        </Modal>,
      );
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    } finally {
      focus.mockRestore();
    }
  });

  it('one that is not dismissible has no close button and ignores Escape and the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open dismissible={false} onClose={onClose} title="Reality check">
        <button type="button">Continue</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(dialog.parentElement!);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });
});
