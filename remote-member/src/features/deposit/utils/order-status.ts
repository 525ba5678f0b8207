import type { DepositStatus } from '@lobby/platform-api/contract';

/** The order filters of the history, in order; null is every status. */
export const ORDER_FILTERS: ReadonlyArray<DepositStatus | null> = [
  null,
  'PENDING',
  'PAID',
  'FAILED',
  'EXPIRED',
  'HELD',
  'REFUNDED',
];

/** The key of a status in the wallet namespace, and the tone its badge takes. */
export function statusKey(status: DepositStatus): string {
  return `status.${status.toLowerCase()}`;
}

/** The label of the amount row: what is, will be or was not added to the balance. */
export function creditLabelKey(status: DepositStatus): string {
  switch (status) {
    case 'PAID':
      return 'order.credited';
    case 'PENDING':
      return 'order.toBeCredited';
    case 'HELD':
      return 'order.heldAmount';
    default:
      return 'order.notCredited';
  }
}

/** The label of the finish time, in the words of the state the order finished in. */
export function finishedLabelKey(status: DepositStatus): string {
  return `order.finished.${status.toLowerCase()}`;
}
