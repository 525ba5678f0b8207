import { render, screen } from '@testing-library/react';
import { initTestI18n } from '@lobby/shared/testing';
import { deriveStatusCode, parseSystemStatus, useSystemStatusStore } from '@lobby/shared';
import { StatusGate } from './StatusGate';

beforeAll(() => initTestI18n(['common']));

function setFlags(maintenance: boolean, regionRestriction: boolean) {
  const status = parseSystemStatus({
    maintenance,
    regionRestriction,
    location: { ip: '203.0.113.9' },
    info: {},
  });
  useSystemStatusStore.setState({
    status,
    statusCode: deriveStatusCode(status),
    source: 'network',
  });
}

const renderGate = () =>
  render(
    <StatusGate logo={<span>Lobby</span>}>
      <p>the app</p>
    </StatusGate>,
  );

describe('StatusGate', () => {
  it('shows the app when the status is normal (0)', () => {
    setFlags(false, false);
    renderGate();
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it('replaces the app with the maintenance screen (1)', () => {
    setFlags(true, false);
    renderGate();
    expect(screen.getByRole('heading', { name: 'System upgrading' })).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('prefers maintenance when both flags are on', () => {
    setFlags(true, true);
    renderGate();
    expect(screen.getByRole('heading', { name: 'System upgrading' })).toBeInTheDocument();
  });

  it('shows the IP-blocked screen with the IP when only the region is restricted (2)', () => {
    setFlags(false, true);
    renderGate();
    expect(screen.getByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('Your IP: 203.0.113.9')).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });
});
