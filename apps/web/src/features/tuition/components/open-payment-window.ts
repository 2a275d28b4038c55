/**
 * Leaves for the payment window: a full page load of the address the server built. Kept in its
 * own module so tests can replace the navigation.
 */
export function openPaymentWindow(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
