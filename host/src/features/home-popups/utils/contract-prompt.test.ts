import { safeLocalStorage } from '@lobby/shared';
import { contractCheckDue, markContractCheckDone, pendingContracts } from './contract-prompt';

describe('contract prompt', () => {
  beforeEach(() => safeLocalStorage.removeItem('contractPromptLogin'));

  it.each([1, 2])('is due once per login for agents of type %i', (type) => {
    expect(contractCheckDue('token-a', type)).toBe(true);
    markContractCheckDone('token-a');
    expect(contractCheckDue('token-a', type)).toBe(false);
    expect(contractCheckDue('token-b', type)).toBe(true);
  });

  it.each([0, 4, 40, 41, 42])('is never due for type %i', (type) => {
    expect(contractCheckDue('token-a', type)).toBe(false);
  });

  it('is not due for a visitor', () => {
    expect(contractCheckDue(null, 1)).toBe(false);
  });

  it('lists the waiting offers in flag order', () => {
    expect(
      pendingContracts({
        dailysalreqtype: true,
        divtypecompperiodreq: false,
        contracthoursalreq: true,
      }),
    ).toEqual(['SALARY', 'HOURLY']);
  });
});
