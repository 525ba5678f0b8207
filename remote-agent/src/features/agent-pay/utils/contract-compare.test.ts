import type { Contract } from '@lobby/platform-api/contract';
import { compareOffer, payAt } from './contract-compare';

const contract = (tiers: Contract['tiers'], period: Contract['period'] = 'DAY'): Contract => ({
  id: 1,
  kind: 'SALARY',
  period,
  status: 'ACTIVE',
  offeredBy: null,
  tiers,
  createdAt: '2024-03-01T00:00:00.000Z',
  decidedAt: null,
});

describe('contract comparison', () => {
  const inForce = contract([
    { minAmount: 100, minActive: 1, pay: 40 },
    { minAmount: 150, minActive: 2, pay: 150 },
  ]);

  it('pays the best tier reached; a figure equal to a minimum reaches it', () => {
    expect(payAt(inForce.tiers, 150, 2)).toBe(150);
    expect(payAt(inForce.tiers, 149.99, 2)).toBe(40);
    expect(payAt(inForce.tiers, 99, 5)).toBe(0);
  });

  it('one tier paying 30 instead of 40/150 is worse (the issue’s case)', () => {
    expect(compareOffer(inForce, contract([{ minAmount: 100, minActive: 1, pay: 30 }]))).toBe(
      'worse',
    );
  });

  it('better, mixed and the same', () => {
    const better = contract([
      { minAmount: 100, minActive: 1, pay: 50 },
      { minAmount: 150, minActive: 2, pay: 150 },
    ]);
    expect(compareOffer(inForce, better)).toBe('better');
    expect(compareOffer(inForce, contract([{ minAmount: 50, minActive: 1, pay: 60 }]))).toBe(
      'mixed',
    );
    expect(compareOffer(inForce, contract(inForce.tiers))).toBe('same');
  });

  it('a dividend netted over a longer period is worse', () => {
    const tiers = [{ minAmount: 0, minActive: 0, pay: 10 }];
    expect(compareOffer(contract(tiers, 'WEEK'), contract(tiers, 'MONTH'))).toBe('worse');
  });
});
