/*
 * The expressions the duplicate search compares, spelled exactly as migration 20261230000700 indexes them (an
 * expression index is only used when the query repeats it word for word).
 */

/** First and last name, lower-case: the trigram index `lead_name_trgm_index`. */
export const LEAD_NAME_EXPRESSION = "lower(first_name || ' ' || last_name)";

/** Company, lower-case: the trigram index `lead_company_trgm_index`. */
export const LEAD_COMPANY_EXPRESSION = "lower(coalesce(company, ''))";

/**
 * The phone's digits without the country code or trunk prefix, so '+64 21 555 0123' and '021-555-0123' are equal
 * ('21555 0123'): New Zealand numbers, as the agency's leads are. Null when there are no digits.
 */
export const LEAD_PHONE_EXPRESSION = "nullif(regexp_replace(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '^(64|0)', ''), '')";

/** The e-mail address's domain (addresses are stored lower-case). */
export const LEAD_DOMAIN_EXPRESSION = "split_part(email, '@', 2)";
