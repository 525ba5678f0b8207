import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initTestI18n, resetStores, setStatus } from '../../testing';
import { WhitelabelGate } from './FeatureOffScreen';

function renderGate() {
  render(
    <MemoryRouter>
      <WhitelabelGate flag="AGEINFO3" title="Team overview">
        <p>the screen</p>
      </WhitelabelGate>
    </MemoryRouter>,
  );
}

describe('WhitelabelGate', () => {
  beforeAll(() => initTestI18n(['common']));
  beforeEach(() => resetStores());

  it('shows the screen while the status is unknown and when the switch is on', () => {
    renderGate();
    expect(screen.getByText('the screen')).toBeInTheDocument();
    setStatus({ whitelabel: { AGEINFO3: true } });
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it('with the switch off (or missing): not available, with a way home', () => {
    setStatus({ whitelabel: {} });
    renderGate();
    expect(screen.queryByText('the screen')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Not available' })).toBeVisible();
    expect(screen.getByText('Team overview is not available on this site.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
  });
});
