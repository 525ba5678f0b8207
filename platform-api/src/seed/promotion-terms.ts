import { SEED_PROMOTION_RULES, type SeedRule } from './promotion-rules.js';
import type { Language } from './seed-languages.js';

export type TermsLanguage = 'EN' | Language;

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
  TW: {
    everyone: '適用於所有會員。',
    fixed: (amount) => `獎金：${amount}。`,
    percent: (rate, cap) => `獎金：存款的 ${rate}，最高 ${cap}。`,
    turnover: (multiple) => `流水要求：獎金的 ${multiple} 倍。`,
    noTurnover: '無流水要求。',
    terms: '<p><strong>條款：</strong>營運方可隨時變更或終止此優惠。</p>',
  },
  TH: {
    everyone: 'ใช้ได้กับสมาชิกทุกคน',
    fixed: (amount) => `โบนัส: ${amount}`,
    percent: (rate, cap) => `โบนัส: ${rate} ของยอดฝาก สูงสุด ${cap}`,
    turnover: (multiple) => `ยอดเทิร์นโอเวอร์: ${multiple} เท่าของโบนัส`,
    noTurnover: 'ไม่มีเงื่อนไขยอดเทิร์นโอเวอร์',
    terms: '<p><strong>เงื่อนไข:</strong> ผู้ให้บริการอาจเปลี่ยนแปลงหรือยุติข้อเสนอนี้ได้ตลอดเวลา</p>',
  },
  VI: {
    everyone: 'Áp dụng cho tất cả thành viên.',
    fixed: (amount) => `Thưởng: ${amount}.`,
    percent: (rate, cap) => `Thưởng: ${rate} số tiền nạp, tối đa ${cap}.`,
    turnover: (multiple) => `Yêu cầu doanh thu cược: ${multiple} lần tiền thưởng.`,
    noTurnover: 'Không yêu cầu doanh thu cược.',
    terms:
      '<p><strong>Điều khoản:</strong> nhà điều hành có thể thay đổi hoặc kết thúc ưu đãi này bất cứ lúc nào.</p>',
  },
  KO: {
    everyone: '모든 회원에게 적용됩니다.',
    fixed: (amount) => `보너스: ${amount}.`,
    percent: (rate, cap) => `보너스: 입금액의 ${rate}, 최대 ${cap}.`,
    turnover: (multiple) => `롤링 조건: 보너스의 ${multiple}배.`,
    noTurnover: '롤링 조건 없음.',
    terms:
      '<p><strong>약관:</strong> 운영자는 언제든지 이 혜택을 변경하거나 종료할 수 있습니다.</p>',
  },
  JA: {
    everyone: 'すべての会員が対象です。',
    fixed: (amount) => `ボーナス：${amount}。`,
    percent: (rate, cap) => `ボーナス：入金額の ${rate}、最大 ${cap}。`,
    turnover: (multiple) => `賭け条件：ボーナスの ${multiple} 倍。`,
    noTurnover: '賭け条件なし。',
    terms:
      '<p><strong>規約：</strong>運営者はいつでも本オファーを変更または終了することがあります。</p>',
  },
  FIL: {
    everyone: 'Para sa lahat ng miyembro.',
    fixed: (amount) => `Bonus: ${amount}.`,
    percent: (rate, cap) => `Bonus: ${rate} ng deposito, hanggang ${cap}.`,
    turnover: (multiple) => `Kailangang turnover: ${multiple}x ng bonus.`,
    noTurnover: 'Walang kailangang turnover.',
    terms:
      '<p><strong>Mga tuntunin:</strong> maaaring baguhin o tapusin ng operator ang alok na ito anumang oras.</p>',
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
