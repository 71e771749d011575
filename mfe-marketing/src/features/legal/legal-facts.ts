import { SUPPORT_HOURS } from '@agency/contracts';

/**
 * The commercial facts both legal pages state (spec part 1 §9, part 2 §9), written once so the
 * Terms of Use and the Disclaimer can never disagree.
 */
export const LEGAL_FACTS = {
  currency: 'New Zealand dollars (NZD)',
  paymentTerms: 'net 7 days',
  lateFee: '1.5% per month',
  terminationNotice: '30 days',
  dataRetrieval: '30-day',
  supportHours: SUPPORT_HOURS,
  smallClaimsLimit: '$30,000',
  lastUpdated: '1 November 2025',
} as const;
