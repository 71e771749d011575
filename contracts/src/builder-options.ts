/**
 * The website builder's fixed choices (spec part 2 §2, §5, §9): template categories, business types with their
 * suggested services, domain extensions and their prices, and the bounds of every business-info field. Plain data
 * with no zod, so the builder's screens can import it without the schema library.
 */

/** The six template categories, in the gallery's order. Seeded into website_template_category with these slugs. */
export const TEMPLATE_CATEGORIES = [
  { slug: 'home-services', name: 'Home Services', icon: 'wrench', description: 'Plumbers, electricians, builders and trades' },
  { slug: 'healthcare', name: 'Healthcare', icon: 'stethoscope', description: 'Clinics, practices and health professionals' },
  { slug: 'restaurant-food', name: 'Restaurant & Food', icon: 'utensils', description: 'Restaurants, cafés and caterers' },
  {
    slug: 'professional-services',
    name: 'Professional Services',
    icon: 'briefcase',
    description: 'Lawyers, accountants and consultants',
  },
  { slug: 'retail-ecommerce', name: 'Retail & E-commerce', icon: 'shopping-bag', description: 'Shops and online stores' },
  { slug: 'beauty-wellness', name: 'Beauty & Wellness', icon: 'sparkles', description: 'Salons, spas and fitness studios' },
] as const;
export type TemplateCategorySlug = (typeof TEMPLATE_CATEGORIES)[number]['slug'];

/** The hero gradients a template can ask for; anything else falls back to blue. */
export const SITE_COLOR_SCHEMES = ['blue', 'yellow', 'warm', 'medical', 'professional', 'elegant'] as const;
export type SiteColorScheme = (typeof SITE_COLOR_SCHEMES)[number];
export const DEFAULT_COLOR_SCHEME: SiteColorScheme = 'blue';

/** The eleven business types of onboarding step 1, in the spec's order. */
export const BUSINESS_TYPES = [
  'Plumbing Services',
  'Electrical Services',
  'Restaurant',
  'Medical Practice',
  'Law Firm',
  'Beauty Salon',
  'Dental Practice',
  'Consulting',
  'Retail Store',
  'Fitness Center',
  'Other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Services offered on step 3 for a chosen type; types not listed here offer none. */
export const SUGGESTED_SERVICES: Partial<Record<BusinessType, readonly string[]>> = {
  'Plumbing Services': [
    'Emergency Repairs',
    'Leak Detection',
    'Drain Cleaning',
    'Hot Water Cylinders',
    'Bathroom Renovations',
    'Gas Fitting',
  ],
  'Electrical Services': [
    'Wiring & Rewiring',
    'Switchboard Upgrades',
    'Lighting Installation',
    'Safety Inspections',
    'Heat Pump Installation',
    'EV Charger Installation',
  ],
  Restaurant: ['Dine-In', 'Takeaway', 'Delivery', 'Catering', 'Private Functions', 'Online Bookings'],
  'Medical Practice': [
    'General Consultations',
    'Health Checks',
    'Vaccinations',
    'Chronic Care',
    'Telehealth',
    'Minor Surgery',
  ],
  'Law Firm': ['Property Law', 'Family Law', 'Employment Law', 'Wills & Estates', 'Business Law', 'Dispute Resolution'],
  'Beauty Salon': ['Haircuts & Styling', 'Colouring', 'Manicures & Pedicures', 'Facials', 'Waxing', 'Bridal Packages'],
  'Dental Practice': [
    'Check-ups & Cleaning',
    'Fillings',
    'Teeth Whitening',
    'Crowns & Bridges',
    'Orthodontics',
    'Emergency Dental Care',
  ],
  Consulting: [
    'Business Strategy',
    'Operations Review',
    'Financial Planning',
    'Digital Transformation',
    'Change Management',
    'Workshops & Training',
  ],
  'Retail Store': ['In-Store Shopping', 'Click & Collect', 'Online Orders', 'Gift Cards', 'Personal Shopping', 'Layby'],
  'Fitness Center': [
    'Personal Training',
    'Group Classes',
    'Strength & Conditioning',
    'Yoga & Pilates',
    'Nutrition Coaching',
    'Open Gym Access',
  ],
};

/** Domain extensions offered by the search, with their yearly prices in NZD (part 2 §9, and .nz/.co.nz: issue 26). */
export const DOMAIN_EXTENSIONS = [
  { extension: '.com', price: 12.99 },
  { extension: '.net', price: 14.99 },
  { extension: '.org', price: 9.99 },
  { extension: '.biz', price: 9.99 },
  { extension: '.info', price: 9.99 },
  // New Zealand's own: the agency's clients are local businesses.
  { extension: '.nz', price: 29.99 },
  { extension: '.co.nz', price: 24.99 },
] as const;
export type DomainExtension = (typeof DOMAIN_EXTENSIONS)[number]['extension'];

/** Search text and the default search are reduced to lowercase letters and digits (part 2 §5). */
export function domainSearchText(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Bounds of the business-info fields: the server refuses anything longer, the forms stop typing there. */
export const BUSINESS_INFO_LIMITS = {
  businessName: 100,
  description: 1000,
  address: 300,
  hours: 500,
  website: 200,
  service: 80,
  services: 20,
  aboutUs: 2000,
  targetAudience: 500,
  businessHours: 500,
  yearEstablished: 4,
} as const;

/** What the preview and the published site show when the business gave no hours. */
export const DEFAULT_BUSINESS_HOURS = 'Mon-Fri 9AM-5PM';
/** The three selling points of the About section when a template names none. */
export const DEFAULT_SELLING_POINTS = ['Licensed & Insured', 'Local & Trusted', 'Satisfaction Guaranteed'] as const;

/** A domain name: labels of letters, digits and hyphens joined by dots (part 2 §5). */
export const DOMAIN_NAME_MAX_LENGTH = 253;
export const DOMAIN_NAME_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Deployment states, in the order the server moves through them. */
export const DEPLOYMENT_STATUSES = ['configuring', 'deploying', 'live', 'failed'] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];

export const SITES_MESSAGES = {
  templateNotFound: 'Template not found',
  siteNotFound: 'Site not found',
  deploymentNotFound: 'Deployment not found',
  businessType: `Business type must be one of: ${BUSINESS_TYPES.join(', ')}`,
  domainSearch: 'Domain search may only contain letters, digits, dots and hyphens',
  domainSearchRequired: 'Please enter a domain name to search',
  domainName: 'Please enter a valid domain name (letters, digits, dots and hyphens, e.g. mybusiness.co.nz)',
  domainExtension: `A new domain must end in one of: ${DOMAIN_EXTENSIONS.map((d) => d.extension).join(', ')}`,
  domainTaken: 'That domain is not available. Please choose another.',
  domainUnchecked: 'We could not check that domain with the registry just now. Please try again in a minute.',
  subscriptionRequired: 'A website plan is needed before publishing. Please choose a plan first.',
  deployInProgress: 'This website is already being published. Please wait for it to finish.',
  draftId: 'draftId must be the id of your website draft',
  yearEstablished: 'Year established must be a four-digit year',
  tooManyServices: `Choose at most ${BUSINESS_INFO_LIMITS.services} services`,
} as const;
