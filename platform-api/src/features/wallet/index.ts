// The public face of this feature (wallet): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { postTransactions, postTransactionsInTransaction } from './ledger-bulk.js';
export {
  LedgerConflictError,
  ensureWallet,
  postMemberMovement,
  postTransaction,
} from './ledger.js';
export type { HouseAccount, TransactionInput } from './ledger.js';
export { businessNumber } from './money-rules.js';
export { recordAudit } from './ops-audit.js';
export { reconcile } from './reconcile.js';
export {
  decideWithdrawal,
  listPayoutAccounts,
  loadSettings,
  placePendingWithdrawal,
  toPayoutAccountDto,
  toWithdrawalDto,
  withdrawalFee,
} from './withdraw-service.js';
export type { AccountRow } from './withdraw-service.js';
