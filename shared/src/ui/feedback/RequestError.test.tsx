import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../testing';
import { RequestError } from './RequestError';

describe('RequestError', () => {
  beforeAll(() => initTestI18n(['common']));

  it('says what could not load as an alert, with a Retry button that calls back', async () => {
    const onRetry = jest.fn();
    render(<RequestError message="The notices could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The notices could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks the reader’s language', async () => {
    await initTestI18n(['common'], 'CN');
    const { unmount } = render(<RequestError message="x" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    unmount();
    await initTestI18n(['common']);
  });

  it('uses the app’s classes when given', () => {
    render(
      <RequestError
        message="x"
        onRetry={() => undefined}
        className="member-state"
        retryClassName="lb-btn lb-btn--primary lb-btn--lg"
      />,
    );
    expect(screen.getByRole('alert')).toHaveClass('member-state');
    expect(screen.getByText('x')).toHaveClass('member-state__text');
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveClass(
      'lb-btn lb-btn--primary lb-btn--lg',
    );
  });
});
