import { z } from 'zod';
import {
  customPeriodNeedsDates,
  frontEndParams,
  pageParams,
  periodFields,
  queryInt,
  text,
} from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

// Member wallet: deposit, withdraw, records, profit and loss (issue 11). Money on the wire is in
// major units as JSON numbers with at most 2 decimals (like `sumBalance`); the server keeps
// integer minor units. Times are ISO 8601 date-times (UTC); query dates YYYY/MM/DD or YYYY-MM-DD.

/**
 * An amount a member or operator types: positive, at most 2 decimals, at most 100,000,000.00;
 * parsed to integer minor units.
 */
export const amountMajor = z
  .number()
  .finite()
  .positive()
  .max(100_000_000)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'at most 2 decimals',
  })
  .transform((value) => Math.round(value * 100));

/** A signed amount (operator adjustments): non-zero, at most 2 decimals. */
export const signedAmountMajor = z
  .number()
  .finite()
  .min(-100_000_000)
  .max(100_000_000)
  .refine((value) => value !== 0, { message: 'zero' })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'at most 2 decimals',
  })
  .transform((value) => Math.round(value * 100));

/** A client-made key that makes a create call idempotent (a double tap creates one thing). */
const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

/** Order and withdrawal numbers: `D` / `W` followed by digits and letters. */
const businessNo = z.string().regex(/^[DW][0-9A-Z]{6,40}$/);

// ---------------------------------------------------------------------------------------------
// Deposit

export const DEPOSIT_CHANNEL_KINDS = ['BANK_TRANSFER', 'EWALLET', 'QR'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/**
 * PENDING until paid, failed or expired. A provider's PAID is still credited after EXPIRED or
 * FAILED (the payer's money arrived: `paidLate`). HELD: paid while the member was excluded or
 * over a deposit limit; the money waits for an operator, who releases it (PAID) or refunds it
 * to the provider (REFUNDED). PAID and REFUNDED are final.
 */
export const DEPOSIT_STATUSES = [
  'PENDING',
  'PAID',
  'FAILED',
  'EXPIRED',
  'HELD',
  'REFUNDED',
] as const;
export const DEPOSIT_HOLD_REASONS = ['EXCLUDED', 'DEPOSIT_LIMIT'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** GET /wps/deposit/channels (members, not trial users) */
export const depositChannelsQuery = z.strictObject(frontEndParams);

export const depositChannel = z.strictObject({
  /** Stable code, sent back as `channelCode`. */
  code: z.string(),
  name: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  /** Limits of one order, major units. */
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Fee = amount × feePercent / 100 + feeFixed (rounded to the cent), kept from the credit. */
  feePercent: z.number(),
  feeFixed: z.number(),
  /** Amount buttons; the member may also type any amount within the limits. */
  presets: z.array(z.number()),
  /** The operator's processing note (e.g. "credited within 1 minute"). */
  note: z.string(),
  /** Minutes an unpaid order stays PENDING before it expires. */
  expiresInMinutes: z.number().int(),
  /** Bank transfer only: where to send the money; an operator confirms its arrival. */
  bankAccount: z
    .strictObject({ bankName: z.string(), accountName: z.string(), accountNo: z.string() })
    .nullable(),
});
export const depositChannels = z.strictObject({
  currency: z.string(),
  currencySymbol: z.string(),
  channels: z.array(depositChannel),
});
export const depositChannelsAnswer = okEnvelope(depositChannels);

/** POST /wps/deposit/orders */
export const createDepositBody = z.strictObject({
  channelCode: z.string().regex(/^[A-Z0-9_]{1,32}$/),
  amount: amountMajor,
  /** Optional: the same requestId again answers the same order. */
  requestId: requestId.optional(),
});

export const depositOrder = z.strictObject({
  orderNo: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  channelKind: z.enum(DEPOSIT_CHANNEL_KINDS),
  /** What the member pays, the fee kept and what the wallet receives; major units. */
  amount: z.number(),
  fee: z.number(),
  creditAmount: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The provider's hosted payment page (open in the browser); null for bank transfer. */
  payUrl: z.string().nullable(),
  /** Bank transfer: the account to send to, and the order number as the transfer remark. */
  bankAccount: depositChannel.shape.bankAccount,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When it was paid, failed or expired. */
  finishedAt: z.string().nullable(),
  /** Why it failed (provider or operator), else null. */
  failReason: z.string().nullable(),
  /** The provider reported it paid after it had expired or failed; credited all the same. */
  paidLate: z.boolean(),
  /** HELD (and REFUNDED) only: the member was excluded, or the deposit passed a limit. */
  holdReason: z.enum(DEPOSIT_HOLD_REASONS).nullable(),
});
export const depositOrderAnswer = okEnvelope(depositOrder);

/** GET /wps/deposit/orders: newest first. */
export const depositOrdersQuery = z.strictObject({
  ...frontEndParams,
  ...pageParams(20),
  status: z.enum(DEPOSIT_STATUSES).optional(),
});
export const depositOrderPage = z.strictObject({
  list: z.array(depositOrder),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const depositOrderPageAnswer = okEnvelope(depositOrderPage);

/** GET /wps/deposit/orders/{orderNo}: another member's order is 404. */
export const depositOrderParams = z.strictObject({ orderNo: businessNo });

/** GET /wps/sandbox-pay/{providerRef}: the sandbox provider's hosted payment page (HTML). */
export const sandboxPageParams = z.strictObject({
  providerRef: z.string().regex(/^SBX[0-9A-Za-z]{8,40}$/),
});
export const sandboxPageQuery = z.strictObject({});
/** POST /wps/sandbox-pay/{providerRef} (an HTML form): what the payer chose. */
export const sandboxPageBody = z.strictObject({
  action: z.enum(['pay', 'fail', 'expire']),
  /** The page's anti-forgery token. */
  formToken: z.string().max(128),
});
export const htmlAnswer = {
  description: 'An HTML page',
  content: { 'text/html': { schema: z.string() } },
};

/**
 * POST /wps/deposit/callback/{provider}: the provider's notification, HMAC-SHA256 signed
 * (headers `X-Signature`, `X-Timestamp`; API.md "Wallet").
 */
export const depositCallbackParams = z.strictObject({
  provider: z.string().regex(/^[A-Z0-9_]{1,32}$/),
});
export const depositCallbackBody = z.strictObject({
  eventId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  providerRef: z.string().max(64),
  orderNo: businessNo,
  status: z.enum(['PAID', 'FAILED']),
  /** Major units; must equal the order's amount. */
  amount: z.number().finite(),
  reason: text(200).optional(),
});
export const depositCallbackResult = z.strictObject({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** True when this notification changed nothing (a repeat). */
  duplicate: z.boolean(),
});
export const depositCallbackAnswer = okEnvelope(depositCallbackResult);

// ---------------------------------------------------------------------------------------------
// Withdraw

export const WITHDRAWAL_STATUSES = ['PENDING', 'PAID', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const PAYOUT_ACCOUNT_KINDS = ['BANK', 'EWALLET'] as const;

export const payoutAccount = z.strictObject({
  id: z.number().int(),
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  /** Bank or e-wallet name. */
  provider: z.string(),
  /** Masked: only the last 4 characters are shown (`****1234`). */
  accountNo: z.string(),
  payeeName: z.string(),
  /** Another member has added the same account number: operators review its withdrawals. */
  sharedWithAnother: z.boolean(),
  createdAt: z.string(),
});

/** GET /wps/withdraw/info (members, not trial users) */
export const withdrawInfoQuery = z.strictObject(frontEndParams);
export const withdrawInfo = z.strictObject({
  currency: z.string(),
  currencySymbol: z.string(),
  /** The main balance. */
  balance: z.number(),
  /** The balance less `bonusLocked`: the member's own money, withdrawable now. */
  withdrawable: z.number(),
  /**
   * Held back while a claimed bonus's turnover is owed: the bonus and its net winnings since the
   * claim (never more than the balance; losses count against the member's own money first).
   */
  bonusLocked: z.number(),
  /** Money in pending withdrawal requests (the withdrawal hold). */
  onHold: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Fee = amount × feePercent / 100 + feeFixed, kept from the amount paid out. */
  feePercent: z.number(),
  feeFixed: z.number(),
  /** Requests allowed per UTC day, and how many are left today. */
  dailyCount: z.number().int(),
  remainingToday: z.number().int(),
  hasPaymentPassword: z.boolean(),
  payoutAccounts: z.array(payoutAccount),
  maxPayoutAccounts: z.number().int(),
  /**
   * Stakes still needed before the bonus money is released (claimed bonuses' turnover, API.md
   * "Promotions"); 0 when none is owed. A request above `withdrawable` is refused with
   * TURNOVER_REQUIRED while it is above 0.
   */
  turnoverRemaining: z.number(),
});
export const withdrawInfoAnswer = okEnvelope(withdrawInfo);

/** 6 digits, like the usual payment PIN. */
const paymentPassword = z.string().regex(/^\d{6}$/);

/**
 * POST /wps/withdraw/payment-password: set, change or reset the payment password, proved by ONE
 * of: `currentPassword` (setting it the first time: the LOGIN password; changing it: the current
 * payment password), or `code` from POST /wps/security/code (purpose PAYMENT_PASSWORD) sent to
 * the bound phone (`codeChannel` SMS, the default) or e-mail: a reset, and the way for members
 * without a login password (social sign-in).
 */
export const paymentPasswordBody = z
  .strictObject({
    currentPassword: z.string().min(1).max(64).optional(),
    code: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    codeChannel: z.enum(['SMS', 'EMAIL']).optional(),
    newPassword: paymentPassword,
    confirmPassword: z.string().max(64),
  })
  .refine((body) => (body.currentPassword === undefined) !== (body.code === undefined), {
    path: ['currentPassword'],
    message: 'one proof',
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'confirm_not_matched',
  });
export const paymentPasswordAnswer = okEnvelope(z.literal(true));

/** GET /wps/withdraw/accounts */
export const payoutAccountsQuery = z.strictObject(frontEndParams);
export const payoutAccountsAnswer = okEnvelope(z.array(payoutAccount));

/** POST /wps/withdraw/accounts: needs the payment password. */
export const addPayoutAccountBody = z.strictObject({
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  provider: text(64).pipe(z.string().min(2)),
  /** Bank account or e-wallet number: 6–30 digits. */
  accountNo: z.string().regex(/^\d{6,30}$/),
  payeeName: text(64).pipe(z.string().min(2)),
  paymentPassword,
});
export const payoutAccountAnswer = okEnvelope(payoutAccount);

/**
 * POST /wps/withdraw/accounts/{id}/remove: needs the payment password; another member's or an
 * already removed account: 404. Withdrawals paid to it keep showing it.
 */
export const payoutAccountParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
export const removePayoutAccountBody = z.strictObject({ paymentPassword });
export const removedAnswer = okEnvelope(z.literal(true));

/** POST /wps/transaction/withdraw: the amount moves to the withdrawal hold at once. */
export const withdrawBody = z.strictObject({
  amount: amountMajor,
  payoutAccountId: z.number().int().positive().max(2_147_483_647),
  paymentPassword,
  requestId: requestId.optional(),
});

export const withdrawal = z.strictObject({
  withdrawalNo: z.string(),
  /** Taken from the balance; fee kept; netAmount paid out. Major units. */
  amount: z.number(),
  fee: z.number(),
  netAmount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  payoutAccount: payoutAccount,
  createdAt: z.string(),
  /** When an operator paid or rejected it. */
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export const withdrawalAnswer = okEnvelope(withdrawal);

/** GET /wps/transaction/withdraw: the member's requests, newest first. */
export const withdrawalsQuery = z.strictObject({
  ...frontEndParams,
  ...pageParams(20),
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export const withdrawalPage = z.strictObject({
  list: z.array(withdrawal),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const withdrawalPageAnswer = okEnvelope(withdrawalPage);

// ---------------------------------------------------------------------------------------------
// Records (transaction record, bet record, profit and loss)

/** Date presets; `custom` takes startDate and endDate (at most 12 months back). Business days
 * (brands.business_time_zone), the days the daily tables are keyed by. */
export const RECORD_PERIODS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type RecordPeriod = (typeof RECORD_PERIODS)[number];

const recordPeriodFields = periodFields(RECORD_PERIODS);

/** Keyset paging for infinite scroll: pass the last answer's `nextCursor` to get the next page. */
const cursor = z.string().regex(/^\d{1,19}$/);

export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'BET',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'ADJUSTMENT',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** GET /wps/transaction/record */
export const transactionRecordQuery = z
  .strictObject({
    ...frontEndParams,
    ...recordPeriodFields,
    /** Comma list of TRANSACTION_TYPES; absent = every type. */
    types: z
      .string()
      .max(200)
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(TRANSACTION_TYPES)).min(1).max(7))
      .optional(),
    cursor: cursor.optional(),
    pageSize: queryInt(1, 100)
      .optional()
      .transform((value) => value ?? 20),
  })
  .refine(...customPeriodNeedsDates);

export const transactionRecordItem = z.strictObject({
  id: z.number().int(),
  type: z.enum(TRANSACTION_TYPES),
  /**
   * The exact movement: DEPOSIT, WITHDRAWAL (request, to the hold), WITHDRAWAL_REJECTED (back
   * from the hold), BET, PAYOUT, BONUS, TRIAL_CREDIT, REBATE, ADJUSTMENT.
   */
  kind: z.string(),
  /** Signed: credits positive, debits negative. Major units, as is balanceAfter. */
  amount: z.number(),
  balanceAfter: z.number(),
  /** The ledger's own key of the movement (internal: screens show referenceNo). */
  reference: z.string(),
  /** The order, withdrawal, round or mall order number a member can quote; null when none. */
  referenceNo: z.string().nullable(),
  /** A withdrawal request's movement: the request's state now (pending, paid or rejected). */
  withdrawalStatus: z.enum(WITHDRAWAL_STATUSES).nullable(),
  /** Readable: the payout account, the game, a rejection's reason, the promotion's title. */
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export const transactionRecordPage = z.strictObject({
  list: z.array(transactionRecordItem),
  nextCursor: z.string().nullable(),
  /** The resolved period (YYYY-MM-DD business days, inclusive). */
  startDate: z.string(),
  endDate: z.string(),
  /** Over the whole period and type filter, not the page. */
  totals: z.strictObject({
    deposits: z.number(),
    withdrawals: z.number(),
    netDeposits: z.number(),
  }),
});
export const transactionRecordAnswer = okEnvelope(transactionRecordPage);

export const BET_STATUSES = ['OPEN', 'SETTLED', 'CANCELLED'] as const;

/** GET /wps/bet/record */
export const betRecordQuery = z
  .strictObject({
    ...frontEndParams,
    ...recordPeriodFields,
    /** A game category (RNG, LIVE, LOTT, ...). */
    category: z
      .string()
      .regex(/^[A-Z]{2,16}$/)
      .optional(),
    status: z.enum(BET_STATUSES).optional(),
    cursor: cursor.optional(),
    pageSize: queryInt(1, 100)
      .optional()
      .transform((value) => value ?? 20),
  })
  .refine(...customPeriodNeedsDates);

export const betRecordItem = z.strictObject({
  id: z.number().int(),
  /** The round or bet id. */
  roundId: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  vendor: z.string(),
  category: z.string(),
  stake: z.number(),
  payout: z.number(),
  /** payout − stake once settled; 0 while open or cancelled. */
  winLoss: z.number(),
  status: z.enum(BET_STATUSES),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export const betRecordPage = z.strictObject({
  list: z.array(betRecordItem),
  nextCursor: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  totals: z.strictObject({
    bets: z.number().int(),
    stake: z.number(),
    payout: z.number(),
    winLoss: z.number(),
  }),
});
export const betRecordAnswer = okEnvelope(betRecordPage);

/** GET /wps/report/pnl */
export const profitLossQuery = z
  .strictObject({ ...frontEndParams, ...recordPeriodFields })
  .refine(...customPeriodNeedsDates);

export const profitLoss = z.strictObject({
  startDate: z.string(),
  endDate: z.string(),
  deposits: z.number(),
  /** Requests made in the period and paid out. */
  withdrawals: z.number(),
  /** Requests made in the period not paid (pending, or rejected later), less rejected ones returned in it. */
  withdrawalsPending: z.number(),
  /** Of the settled bets placed in the period. */
  stakes: z.number(),
  payouts: z.number(),
  /** What bets moved besides the settled ones: open stakes, results settled in another period. */
  openBets: z.number(),
  /** Every bonus kind of the transaction record: promotions, red envelopes, referral, mall, pay. */
  bonuses: z.number(),
  rebates: z.number(),
  adjustments: z.number(),
  /** payouts − stakes (settled bets), + bonuses + rebates. */
  netWinLoss: z.number(),
  /**
   * The main balance's change over the period (the transaction record's sum): deposits −
   * withdrawals − withdrawalsPending − stakes + payouts + openBets + bonuses + rebates + adjustments.
   */
  netMovement: z.number(),
  byCategory: z.array(
    z.strictObject({
      category: z.string(),
      bets: z.number().int(),
      stakes: z.number(),
      payouts: z.number(),
      winLoss: z.number(),
    }),
  ),
});
export const profitLossAnswer = okEnvelope(profitLoss);

// ---------------------------------------------------------------------------------------------
// Operators (X-Operator-Key); `operator` names who acts, recorded with the time and reason.

export const operatorName = z.string().regex(/^[A-Za-z0-9._@-]{2,64}$/);

/** GET /ops/deposits and GET /ops/withdrawals: the newest 100, optionally of one status. */
export const opsDepositsQuery = z.strictObject({ status: z.enum(DEPOSIT_STATUSES).optional() });
export const opsWithdrawalsQuery = z.strictObject({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});

export const opsDepositOrder = depositOrder.extend({ username: z.string() });
export const opsDepositOrdersAnswer = okEnvelope(z.array(opsDepositOrder));
export const opsDepositOrderAnswer = okEnvelope(opsDepositOrder);
export const opsWithdrawal = withdrawal.extend({
  username: z.string(),
  /** The full payout account number, for paying out. */
  accountNoFull: z.string(),
});
export const opsWithdrawalsAnswer = okEnvelope(z.array(opsWithdrawal));
export const opsWithdrawalAnswer = okEnvelope(opsWithdrawal);

export const opsDepositParams = depositOrderParams;
export const opsWithdrawalParams = z.strictObject({ withdrawalNo: businessNo });

/**
 * POST /ops/deposits/{orderNo}/confirm|reject, /ops/withdrawals/{no}/approve|reject;
 * POST /ops/deposits/{orderNo}/release|refund (a HELD deposit: credit it, or send it back).
 */
export const opsDecisionBody = z.strictObject({
  operator: operatorName,
  /** Required to reject; optional to confirm or approve. */
  reason: text(200).pipe(z.string().min(1)).optional(),
});

/** POST /ops/adjustments: credit (positive) or debit (negative) a member's main balance. */
export const opsAdjustmentBody = z.strictObject({
  operator: operatorName,
  username: z.string().regex(/^[A-Za-z0-9_]{1,32}$/),
  amount: signedAmountMajor,
  reason: text(200).pipe(z.string().min(3)),
  /** Idempotency key: the same reference posts once. */
  reference: z.string().regex(/^[A-Za-z0-9:_-]{4,64}$/),
});
export const opsAdjustment = z.strictObject({
  reference: z.string(),
  username: z.string(),
  amount: z.number(),
  balance: z.number(),
  duplicate: z.boolean(),
});
export const opsAdjustmentAnswer = okEnvelope(opsAdjustment);

/** GET /ops/audit: the newest 100 operator actions. */
export const opsAuditQuery = z.strictObject({
  limit: queryInt(1, 500).optional(),
});
export const opsAuditEntry = z.strictObject({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const opsAuditAnswer = okEnvelope(z.array(opsAuditEntry));

/** GET /ops/ledger/reconcile: what the reconcile command checks. */
export const reconcileQuery = z.strictObject({});
export const reconcileReport = z.strictObject({
  ok: z.boolean(),
  transactions: z.number().int(),
  postings: z.number().int(),
  bookSum: z.number().int(),
  unbalancedTransactions: z.number().int(),
  walletMismatches: z.number().int(),
  negativeMemberAccounts: z.number().int(),
  /** Days whose kept totals (records, profit and loss) differ from their postings or bets. */
  dailyTotalMismatches: z.number().int(),
  /**
   * Lottery orders whose total is not their sub-orders' sum or not what their BET (and rebate)
   * transaction posted, and sub-orders settled or refunded without the matching posting.
   */
  lotteryMismatches: z.number().int(),
});
export const reconcileAnswer = okEnvelope(reconcileReport);

// ---------------------------------------------------------------------------------------------
// Types the front end imports

export type DepositChannelsQuery = z.input<typeof depositChannelsQuery>;
export type DepositChannel = z.output<typeof depositChannel>;
export type DepositChannels = z.output<typeof depositChannels>;
export type CreateDepositBody = z.input<typeof createDepositBody>;
export type DepositOrder = z.output<typeof depositOrder>;
export type DepositOrdersQuery = z.input<typeof depositOrdersQuery>;
export type DepositOrderPage = z.output<typeof depositOrderPage>;
export type DepositCallbackBody = z.input<typeof depositCallbackBody>;
export type WithdrawInfo = z.output<typeof withdrawInfo>;
export type PaymentPasswordBody = z.input<typeof paymentPasswordBody>;
export type PayoutAccount = z.output<typeof payoutAccount>;
export type AddPayoutAccountBody = z.input<typeof addPayoutAccountBody>;
export type RemovePayoutAccountBody = z.input<typeof removePayoutAccountBody>;
export type WithdrawBody = z.input<typeof withdrawBody>;
export type Withdrawal = z.output<typeof withdrawal>;
export type WithdrawalsQuery = z.input<typeof withdrawalsQuery>;
export type WithdrawalPage = z.output<typeof withdrawalPage>;
export type TransactionRecordQuery = z.input<typeof transactionRecordQuery>;
export type TransactionRecordItem = z.output<typeof transactionRecordItem>;
export type TransactionRecordPage = z.output<typeof transactionRecordPage>;
export type BetStatus = (typeof BET_STATUSES)[number];
export type BetRecordQuery = z.input<typeof betRecordQuery>;
export type BetRecordItem = z.output<typeof betRecordItem>;
export type BetRecordPage = z.output<typeof betRecordPage>;
export type ProfitLossQuery = z.input<typeof profitLossQuery>;
export type ProfitLoss = z.output<typeof profitLoss>;
export type OpsDecisionBody = z.input<typeof opsDecisionBody>;
export type OpsAdjustmentBody = z.input<typeof opsAdjustmentBody>;
export type ReconcileReport = z.output<typeof reconcileReport>;

/** POST /wps/sandbox-pay/{providerRef}: what the sandbox did (sent its notification or not). */
export const sandboxActionResult = z.strictObject({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
});
export const sandboxActionAnswer = okEnvelope(sandboxActionResult);
