import { unreadLabel } from './unread';

describe('unread badge label', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(unreadLabel(1)).toBe('1');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
    expect(unreadLabel(4321)).toBe('99+');
  });
});
