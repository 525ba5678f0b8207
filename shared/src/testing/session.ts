import { useSessionStore } from '../session/session-store';
import { useSystemStatusStore } from '../status/system-status-store';
import type { SessionInfo, SystemStatus } from '../index';

/** Starts a test with a stored session of this account type (0 member, 4 trial, 1 agent). */
export function logInAs(type: SessionInfo['type']) {
  useSessionStore.getState().setSession({
    token: 'tok',
    merchantCode: type === 4 ? 'TRIAL01' : 'M1',
    userName: type === 4 ? 'guest12345678' : 'demo',
    type,
    firstTimeLogin: false,
  });
}

/** The system status the screens read, with only the fields a test names. */
export function setStatus(info: Partial<SystemStatus['info']>) {
  useSystemStatusStore.setState({
    status: { info: { whitelabel: {}, customerService: [], ...info } } as unknown as SystemStatus,
  });
}

export function resetStores() {
  useSessionStore.getState().clear();
  useSystemStatusStore.setState({ status: null });
}
