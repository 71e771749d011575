/** NZD including GST, to the cent: '$29.00', '$278.40'. The Websites tab's one formatter. */
export const MONEY = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** '/month' or '/year' after a plan's price. */
export function perInterval(interval: 'monthly' | 'yearly'): string {
  return interval === 'yearly' ? '/year' : '/month';
}
