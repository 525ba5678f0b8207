import { render, screen } from '@testing-library/react';
import { initTestI18n } from '../../testing';
import { ListSkeleton } from './ListSkeleton';

describe('ListSkeleton', () => {
  beforeAll(() => initTestI18n(['common']));

  it('is announced once as loading, its placeholder rows hidden from screen readers', () => {
    const { container } = render(<ListSkeleton rows={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const rows = container.querySelectorAll('.lb-list-skeleton__row');
    expect(rows).toHaveLength(3);
    rows.forEach((row) => expect(row).toHaveAttribute('aria-hidden', 'true'));
  });

  it('shows four rows by default, with the app’s class names when given', () => {
    const { container } = render(<ListSkeleton className="member-list-skeleton" />);
    expect(container.querySelectorAll('.member-list-skeleton__row')).toHaveLength(4);
    expect(container.querySelectorAll('.member-list-skeleton__title')).toHaveLength(4);
  });

  it('puts the shared light sweep on the titles and lines only when asked', () => {
    const { container, rerender } = render(<ListSkeleton rows={2} />);
    expect(container.querySelectorAll('.lb-skeleton')).toHaveLength(0);
    rerender(<ListSkeleton rows={2} sweep />);
    expect(container.querySelectorAll('.lb-list-skeleton__title.lb-skeleton')).toHaveLength(2);
    expect(container.querySelectorAll('.lb-list-skeleton__line.lb-skeleton')).toHaveLength(2);
  });
});
