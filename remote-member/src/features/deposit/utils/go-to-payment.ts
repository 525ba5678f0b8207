/**
 * Leaves for the provider's hosted payment page in this tab (it links back to the deposit
 * screen). Its own module so that tests can see where it would go.
 */
export function goToPayment(payUrl: string): void {
  window.location.assign(payUrl);
}
