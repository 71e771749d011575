import { tooLongMessage } from './field-rules';
import { BUSINESS_INFO_LIMITS } from './builder-options';

/**
 * The published site's quote form (issue 26 §6): its bounds and words. Plain data with no zod, so the site generator
 * (which runs in the builder's preview too) can import it without the schema library.
 */

/** Bounds of the form's fields: the page's maxlength attributes and the server's schema say the same. */
export const SITE_ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  service: BUSINESS_INFO_LIMITS.service,
  message: 2000,
} as const;

/** How many requests the owner's list shows (newest first); the count of new ones covers them all. */
export const SITE_ENQUIRY_LIST_LIMIT = 50;

export const SITE_ENQUIRY_MESSAGES = {
  rateLimited: 'You have sent several requests in a short time. Please wait a few minutes and try again, or call or e-mail us.',
  invalid: 'Please correct the marked fields and send again.',
  phoneTooLong: tooLongMessage('phone', SITE_ENQUIRY_LIMITS.phone),
} as const;
