import { yieldingLoadPlugin } from './yielding-load-plugin';

type Hook = (args: { id: string }) => Promise<{ id: string }>;

describe('yieldingLoadPlugin', () => {
  afterEach(() => jest.useRealTimers());

  it.each(['beforeRequest', 'afterResolve', 'beforeInitContainer'] as const)(
    '%s hands the step on unchanged, in a later task',
    async (name) => {
      jest.useFakeTimers();
      const hook = yieldingLoadPlugin()[name] as unknown as Hook;
      const args = { id: 'lobby/HomeLobby' };
      let handedOn: unknown = null;
      void hook(args).then((next) => (handedOn = next));
      await Promise.resolve();
      await Promise.resolve();
      // the rest of the load waits for the next task
      expect(handedOn).toBeNull();
      await jest.runAllTimersAsync();
      expect(handedOn).toBe(args);
    },
  );
});
