import { screen } from '@testing-library/react';
import {
  fakeEndpoints,
  initTestI18n,
  logInAs,
  renderAt,
  resetStores,
  setStatus,
} from '@lobby/shared/testing';
import App from './App';

const GATED = [
  ['/m/agent/team/overview', 'Team overview'],
  ['/m/agent/team/pnl', 'Team profit and loss'],
  ['/m/member/team', 'Team members'],
  ['/m/member/team/9', 'Team members'],
  ['/m/teamBetting', 'Team betting'],
  ['/m/member/teamRebate', 'Team rebate'],
  ['/m/member/agent/agentRebeat', 'Agent rebate'],
  ['/m/agentRegister', 'Agent registration'],
] as const;

describe('white-label gating of the agent screens', () => {
  beforeAll(() => initTestI18n(['common', 'agent', 'agentpay']));
  beforeEach(() => {
    resetStores();
    logInAs(1);
  });

  it.each(GATED)(
    'with AGEINFO3 and AFFMAN3 off, %s opened by URL is not available, with a way home',
    (path, title) => {
      setStatus({ whitelabel: { AGEINFO3: false, AFFMAN3: false } });
      const seen = fakeEndpoints({});
      renderAt(path, <App />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Not available' })).toBeInTheDocument();
      expect(screen.getByText(`${title} is not available on this site.`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
      expect(seen).toHaveLength(0);
    },
  );

  it('with the switches on, the screen opens', async () => {
    setStatus({ whitelabel: { AGEINFO3: true, AFFMAN3: true } });
    fakeEndpoints({});
    renderAt('/m/teamBetting', <App />);
    expect(screen.queryByText('Not available')).not.toBeInTheDocument();
    expect(await screen.findByRole('search')).toBeInTheDocument();
  });
});
