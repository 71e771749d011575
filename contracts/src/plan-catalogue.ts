/*
 * The plan catalogue's fixed parts (spec part 1 §9, part 2 §9; issue 23): its groups, the period each price is for and
 * the yearly discount. The plans themselves (names, prices, features, the popular one, the call to action) are rows of
 * the API's subscription_plan table, served by GET /api/price-catalogue (the builder's hosting rows by GET /api/subscription-plans): the pricing page and the website builder
 * both show them from there. Free of zod, so a page can read these without the schemas.
 */

export const PLAN_GROUP_IDS = ['web-app', 'consultation', 'content', 'hosting'] as const;
export type TPlanGroupId = (typeof PLAN_GROUP_IDS)[number];

/** Each group's heading and lead on the pricing page, in the page's order. */
export const PLAN_GROUPS: Readonly<Record<TPlanGroupId, { title: string; description: string }>> = {
  'web-app': { title: 'Website & App Development', description: 'Fast, accessible websites and apps that turn visitors into customers.' },
  consultation: { title: 'AI & Automation Consultation', description: 'Expert advice on where AI and automation will pay off in your business.' },
  content: { title: 'AI Content Creation', description: 'On-brand words and images, produced with AI and checked by people.' },
  hosting: {
    title: 'Hosting & Email',
    description: 'Your one-page website built with our website builder, hosted and supported in New Zealand, with its enquiries e-mailed to you.',
  },
};

/** The website development group (Basic, Professional, Enterprise): projects the agency builds, sold by conversation. */
export const WEBSITE_PLAN_GROUP: TPlanGroupId = 'web-app';

/**
 * The one group sold online: the website builder's visitor chooses a hosting plan (spec part 2 §1 'Who uses it'), billed
 * monthly or yearly (spec part 2 §3 'Subscription plan'). Every other group starts with a conversation.
 */
export const ONLINE_PLAN_GROUP: TPlanGroupId = 'hosting';

/** What one price pays for: a month or a year of a plan, or an hour, a session or a project of consultation. */
export const PLAN_INTERVALS = ['monthly', 'yearly', 'hourly', 'per_session', 'per_project'] as const;
export type TPlanInterval = (typeof PLAN_INTERVALS)[number];

/** '$299/month': the period after a price. */
export const PLAN_PERIOD_LABEL: Readonly<Record<TPlanInterval, string>> = {
  monthly: '/month',
  yearly: '/year',
  hourly: '/hour',
  per_session: '/session',
  per_project: '/project',
};

/** A yearly plan costs twelve months of the monthly price less this share ('Save 20%'). */
export const YEARLY_DISCOUNT_PERCENT = 20;

/**
 * A yearly price in cents: twelve months less YEARLY_DISCOUNT_PERCENT, rounded to the cent (half up). The hosting
 * plans come out exact: $29 -> $278.40, $79 -> $758.40, $199 -> $1,910.40 a year.
 */
export function yearlyPriceCents(monthlyCents: number): number {
  return Math.round((monthlyCents * 12 * (100 - YEARLY_DISCOUNT_PERCENT)) / 100);
}
