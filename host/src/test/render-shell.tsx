import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  SharedUiHost,
  parseSystemStatus,
  useSessionStore,
  useSystemStatusStore,
  deriveStatusCode,
  type SessionInfo,
} from '@lobby/shared';

export const memberSession: SessionInfo = {
  token: 't-member',
  merchantCode: 'LOBBY',
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
};
export const agentSession: SessionInfo = {
  ...memberSession,
  token: 't-agent',
  userName: 'agent1',
  type: 1,
};
export const trialSession: SessionInfo = {
  ...memberSession,
  token: 't-trial',
  userName: 'trial',
  type: 4,
};

export const ALL_FLAGS_ON = {
  TRANSBETREPMEM3: true,
  TRANSREC3: true,
  PERSREP: true,
  REWCEN3: true,
  PTSYS3: true,
  SECPRIV: true,
  AGEINFO3: true,
  REFERRAL3: true,
  CBS3: true,
};

export function setStatus(
  whitelabel: Record<string, boolean>,
  extra: Record<string, unknown> = {},
) {
  const status = parseSystemStatus({
    maintenance: false,
    regionRestriction: false,
    location: { ip: '10.0.0.1' },
    info: { whitelabel, currency: { code: 'CNY', symbol: '￥' }, ...extra },
  });
  useSystemStatusStore.setState({
    status,
    statusCode: deriveStatusCode(status),
    source: 'network',
    failed: false,
  });
}

export function setViewer(session: SessionInfo | null) {
  const store = useSessionStore.getState();
  store.clear();
  if (session) {
    store.setSession(session);
    store.setMember({
      id: 1,
      account: session.userName,
      nickname: session.userName,
      type: session.type,
      clubLabel: { labelName: 'VIP 3' },
      iconUrl: null,
    });
    store.setWallet({ currency: 'CNY', currencySymbol: '￥', sumBalance: 12345.678 });
  }
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAt(ui: ReactElement, path = '/m/home') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
      <SharedUiHost />
    </MemoryRouter>,
  );
}
