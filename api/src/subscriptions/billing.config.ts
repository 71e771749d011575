import { z } from 'zod';
import { GRACE_REMINDER_DAYS, INVOICE_DUE_DAYS } from '@agency/contracts';
import { parseEnv, type RawEnv } from '../config/parse-env';

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

const ZBillingEnv = z.object({
  // Never shorter than the time to the due date: a site is not paused over an invoice that is not yet due.
  SITE_GRACE_DAYS: z.coerce
    .number()
    .int()
    .min(INVOICE_DUE_DAYS, `must be at least ${INVOICE_DUE_DAYS} (the invoice is due ${INVOICE_DUE_DAYS} days after issue)`)
    .max(90)
    .default(14),
  // 0 switches the job off on this instance (e.g. a second instance, or tests that run it by hand).
  BILLING_CHECK_SECONDS: z.coerce.number().min(0).default(300),
});

export interface BillingConfig {
  /** Days from an invoice's issue that its site stays live while the invoice is unpaid. */
  graceDays: number;
  /** Days before the grace period ends that the reminder goes. */
  reminderDays: number;
  /** How often the grace e-mails are looked for; 0 = never on this instance. */
  checkSeconds: number;
}

export function loadBillingConfig(env: RawEnv = process.env): BillingConfig {
  const e = parseEnv(ZBillingEnv, env, 'billing configuration');
  return { graceDays: e.SITE_GRACE_DAYS, reminderDays: GRACE_REMINDER_DAYS, checkSeconds: e.BILLING_CHECK_SECONDS };
}
