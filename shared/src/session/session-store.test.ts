import { SESSION_STORAGE_KEY, readStoredSession } from './session-storage';
import { useSessionStore } from './session-store';
import type { SessionInfo } from './session-types';
import { isAgentType, isTrialType } from './session-types';

const session: SessionInfo = {
  token: 'abc',
  merchantCode: 'LOBBY',
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
};

describe('session store', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('persists only the session info under MC_SESSION_INFO', () => {
    useSessionStore.getState().setSession(session);
    useSessionStore.getState().setWallet({ currency: 'CNY', currencySymbol: '￥', sumBalance: 5 });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
  });

  it('reads a stored session back', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session, extra: 1 }));
    expect(readStoredSession()).toEqual(session);
  });

  it('drops a malformed stored session', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: '', type: 'x' }));
    expect(readStoredSession()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
  });

  it('drops a stored session of an account type the contract does not know', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session, type: 3 }));
    expect(readStoredSession()).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session, type: 41 }));
    expect(readStoredSession()).toEqual({ ...session, type: 41 });
  });

  it('clear() removes session, member and wallet', () => {
    const store = useSessionStore.getState();
    store.setSession(session);
    store.setMember({
      id: 1,
      account: 'demo',
      nickname: 'demo',
      type: 0,
      clubLabel: null,
      iconUrl: null,
    });
    store.clear();
    const state = useSessionStore.getState();
    expect([state.session, state.member, state.wallet]).toEqual([null, null, null]);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('account types', () => {
  it('treats every type but 0, 4 and 40 as an agent', () => {
    expect([0, 4, 40].map(isAgentType)).toEqual([false, false, false]);
    expect([1, 2, 41, 42].map(isAgentType)).toEqual([true, true, true, true]);
    expect(isAgentType(undefined)).toBe(false);
  });

  it('treats type 4 as trial', () => {
    expect(isTrialType(4)).toBe(true);
    expect(isTrialType(0)).toBe(false);
  });
});
