import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../testing';
import { Pager } from './Pager';

beforeAll(() => initTestI18n(['common']));

describe('Pager', () => {
  it('moves one page either way and cannot pass the ends', async () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pager pageNo={1} pageSize={20} total={45} onPage={onPage} />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pager pageNo={3} pageSize={20} total={45} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('shows nothing when one page holds every row', () => {
    const { container } = render(<Pager pageNo={1} pageSize={20} total={20} onPage={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
