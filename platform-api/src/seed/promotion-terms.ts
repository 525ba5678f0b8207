import { SEED_PROMOTION_RULES, type SeedRule } from './promotion-rules.js';

export type TermsLanguage = 'EN' | 'CN' | 'ID';

// The figures of a seeded promotion's page come from its rule (promotion-rules.ts), so the
// text a member reads and the rule the platform applies cannot disagree.
const money = (minor: number) =>
  `￥${(minor / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const percent = (bp: number) => `${bp / 100}%`;

const WORDS: Record<
  TermsLanguage,
  {
    everyone: string;
    fixed: (amount: string) => string;
    percent: (rate: string, cap: string) => string;
    turnover: (multiple: number) => string;
    noTurnover: string;
    terms: string;
  }
> = {
  EN: {
    everyone: 'Valid for all members.',
    fixed: (amount) => `Bonus: ${amount}.`,
    percent: (rate, cap) => `Bonus: ${rate} of the deposit, up to ${cap}.`,
    turnover: (multiple) => `Turnover requirement: ${multiple}x the bonus.`,
    noTurnover: 'No turnover requirement.',
    terms: '<p><strong>Terms:</strong> the operator may change or end this offer at any time.</p>',
  },
  CN: {
    everyone: '适用于所有会员。',
    fixed: (amount) => `奖金：${amount}。`,
    percent: (rate, cap) => `奖金：存款的 ${rate}，最高 ${cap}。`,
    turnover: (multiple) => `流水要求：奖金的 ${multiple} 倍。`,
    noTurnover: '无流水要求。',
    terms: '<p><strong>条款：</strong>运营方可随时更改或终止此优惠。</p>',
  },
  ID: {
    everyone: 'Berlaku untuk semua anggota.',
    fixed: (amount) => `Bonus: ${amount}.`,
    percent: (rate, cap) => `Bonus: ${rate} dari deposit, maksimal ${cap}.`,
    turnover: (multiple) => `Syarat turnover: ${multiple}x bonus.`,
    noTurnover: 'Tanpa syarat turnover.',
    terms:
      '<p><strong>Ketentuan:</strong> operator dapat mengubah atau mengakhiri penawaran ini kapan saja.</p>',
  },
};

/** The reward and turnover lines of a rule, in one language. */
export function ruleLines(rule: SeedRule, language: TermsLanguage): string[] {
  const words = WORDS[language];
  const reward =
    rule.rewardKind === 'PERCENT'
      ? words.percent(percent(rule.rewardPercentBp ?? 0), money(rule.rewardCapMinor ?? 0))
      : words.fixed(money(rule.rewardFixedMinor ?? 0));
  const multiple = rule.turnoverMultiple ?? 0;
  return [reward, multiple > 0 ? words.turnover(multiple) : words.noTurnover];
}

/**
 * The terms block of a seeded promotion's page: who may join, then (when the promotion has a
 * rule) the reward and the turnover written from the rule's figures. Promotions without a rule
 * (invitations, red envelopes) follow their own feature's rules and state no figures here.
 */
export function promotionTerms(title: string, language: TermsLanguage): string {
  const words = WORDS[language];
  const rule = SEED_PROMOTION_RULES[title];
  const lines = [words.everyone, ...(rule ? ruleLines(rule, language) : [])];
  return `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>${words.terms}`;
}
