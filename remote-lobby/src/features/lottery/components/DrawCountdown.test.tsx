import { render, screen } from '@testing-library/react';
import { initTestI18n } from '@lobby/shared/testing';
import { DrawCountdown } from './DrawCountdown';

beforeAll(() => initTestI18n(['common', 'lottery']));
afterEach(() => jest.useRealTimers());

const NOW = Date.parse('2026-11-29T12:00:00.000Z');

test('the draw on sale counts down to closing; the closed draw before it says it is the previous one', () => {
  jest.useFakeTimers({ now: NOW });
  render(
    <DrawCountdown
      numero="20261129-0721"
      closeAt={new Date(NOW + 59_000).toISOString()}
      pendingDrawAt={NOW + 4_000}
    />,
  );
  expect(screen.getByText('Draw 20261129-0721')).toBeInTheDocument();
  expect(screen.getByText('Betting closes in').parentElement).toHaveTextContent('00:59');
  // Two countdowns side by side: the second names whose result it waits for.
  expect(screen.getByText('Previous draw closed — result in').parentElement).toHaveTextContent(
    '00:04',
  );
});

test('no previous-draw line once its result is in', () => {
  jest.useFakeTimers({ now: NOW });
  render(
    <DrawCountdown
      numero="20261129-0721"
      closeAt={new Date(NOW + 59_000).toISOString()}
      pendingDrawAt={null}
    />,
  );
  expect(screen.queryByText('Previous draw closed — result in')).not.toBeInTheDocument();
});
