import { displayName } from './display-name';

describe('member display name', () => {
  it('prefers the nickname, else the account', () => {
    expect(displayName({ nickname: 'Lucky', account: 'demo' })).toBe('Lucky');
    expect(displayName({ nickname: '  ', account: 'demo' })).toBe('demo');
    expect(displayName({ nickname: '   ', account: 'demo' })).toBe('demo');
  });
});
