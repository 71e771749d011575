import { Migration } from '@mikro-orm/migrations';

/** One row of the catalogue; the values are fixed here, as the migration is history. Prices in cents, NZD incl. GST. */
interface CataloguePlan {
  slug: string;
  group: 'web-app' | 'consultation' | 'content' | 'hosting';
  name: string;
  description: string;
  priceCents: number;
  interval: 'monthly' | 'yearly' | 'hourly' | 'per_session' | 'per_project';
  features: string[];
  popular: boolean;
  cta?: { text: string; href: string };
  sortOrder: number;
}

const WEBSITE_PLANS = [
  {
    name: 'Basic',
    description: 'A professional website from a ready-made template.',
    monthlyCents: 29900,
    features: ['Up to 5 pages', 'Mobile-friendly design', 'Contact form', 'Basic SEO setup', 'Email support'],
    popular: false,
    // Spec part 1 §9: only the first website plan leads to the builder; every other plan to the contact form.
    cta: { text: 'Get Started', href: '/website-builder' },
  },
  {
    name: 'Professional',
    description: 'A custom site with the integrations a growing business needs.',
    monthlyCents: 59900,
    features: ['Up to 15 pages', 'Custom design', 'Booking and payment integrations', 'Advanced SEO and analytics', 'Priority support'],
    popular: true,
  },
  {
    name: 'Enterprise',
    description: 'Web and mobile apps built around your processes.',
    monthlyCents: 129900,
    features: ['Custom web or mobile app', 'User accounts and dashboards', 'API and system integrations', 'Dedicated project manager', 'Service level agreement'],
    popular: false,
  },
];

/** Twelve months less 20% ('Save 20%'): 29900 -> 287040. */
const yearlyCents = (monthlyCents: number) => (monthlyCents * 12 * 80) / 100;

const kebab = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const PLANS: CataloguePlan[] = [
  ...(['monthly', 'yearly'] as const).flatMap((interval) =>
    WEBSITE_PLANS.map((plan, index) => ({
      slug: `web-app-${kebab(plan.name)}-${interval}`,
      group: 'web-app' as const,
      name: plan.name,
      description: plan.description,
      priceCents: interval === 'yearly' ? yearlyCents(plan.monthlyCents) : plan.monthlyCents,
      interval,
      features: plan.features,
      popular: plan.popular,
      cta: plan.cta,
      sortOrder: index + 1,
    })),
  ),
  {
    slug: 'consultation-strategy-session',
    group: 'consultation',
    name: 'Strategy Session',
    description: 'A focused session on one question or process.',
    priceCents: 15000,
    interval: 'hourly',
    features: ['One-on-one video call', 'Process review', 'Written action points'],
    popular: false,
    sortOrder: 1,
  },
  {
    slug: 'consultation-deep-dive',
    group: 'consultation',
    name: 'Deep Dive',
    description: 'A half-day workshop mapping your automation opportunities.',
    priceCents: 75000,
    interval: 'per_session',
    features: ['Half-day workshop', 'Workflow mapping', 'Tool recommendations', 'Prioritised roadmap'],
    popular: true,
    sortOrder: 2,
  },
  {
    slug: 'consultation-transformation',
    group: 'consultation',
    name: 'Transformation',
    description: 'A full plan for your business, from assessment to rollout.',
    priceCents: 250000,
    interval: 'per_project',
    features: ['Full business assessment', 'Automation and AI roadmap', 'Vendor and tool selection', 'Implementation oversight', 'Staff training'],
    popular: false,
    sortOrder: 3,
  },
  {
    slug: 'content-pack-monthly',
    group: 'content',
    name: 'Pack',
    description: 'Steady content for a small business.',
    priceCents: 19900,
    interval: 'monthly',
    features: ['4 blog posts', '12 social media posts', 'Basic image generation'],
    popular: false,
    sortOrder: 1,
  },
  {
    slug: 'content-premium-monthly',
    group: 'content',
    name: 'Premium',
    description: 'More content, more channels.',
    priceCents: 49900,
    interval: 'monthly',
    features: ['8 blog posts', '30 social media posts', 'Custom image generation', 'Email newsletter'],
    popular: true,
    sortOrder: 2,
  },
  {
    slug: 'content-suite-monthly',
    group: 'content',
    name: 'Suite',
    description: 'A complete content team on tap.',
    priceCents: 99900,
    interval: 'monthly',
    features: ['Unlimited blog posts', 'Daily social media posts', 'Video scripts', 'Brand voice guide', 'Monthly content strategy call'],
    popular: false,
    sortOrder: 3,
  },
  {
    slug: 'hosting-starter-monthly',
    group: 'hosting',
    name: 'Starter',
    description: 'Hosting for a small website.',
    priceCents: 2900,
    interval: 'monthly',
    features: ['1 website', 'SSL certificate', '2 email accounts', 'Daily backups'],
    popular: false,
    sortOrder: 1,
  },
  {
    slug: 'hosting-business-monthly',
    group: 'hosting',
    name: 'Business',
    description: 'Room to grow, with faster support.',
    priceCents: 7900,
    interval: 'monthly',
    features: ['5 websites', 'SSL certificates', '10 email accounts', 'Daily backups', 'Priority support'],
    popular: true,
    sortOrder: 2,
  },
  {
    slug: 'hosting-enterprise-monthly',
    group: 'hosting',
    name: 'Enterprise',
    description: 'High-traffic hosting with monitoring.',
    priceCents: 19900,
    interval: 'monthly',
    features: ['Unlimited websites', 'SSL certificates', 'Unlimited email accounts', 'Hourly backups', 'Uptime monitoring', 'Dedicated support'],
    popular: false,
    sortOrder: 3,
  },
];

/** The website plans of the first catalogue (Starter, Business, Professional at $29, $59, $99 a month). */
const RETIRED_SLUGS = ['starter', 'business', 'professional'].flatMap((slug) => [`${slug}-monthly`, `${slug}-yearly`]);

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const list = (values: string[]) => values.map(text).join(', ');

/**
 * One plan catalogue (issue 23): the pricing page and the website builder both show the plans of this table, so a
 * price can no longer differ between them. Each plan gets its group, whether it is its group's popular one and its
 * pricing card's call to action; intervals cover the consultation's hour, session and project. The builder's first
 * plans are switched off, not deleted: subscriptions keep the name and price they were agreed at (copied onto the
 * subscription) and their plan row. Yearly website plans are twelve months less 20%.
 */
export class Migration20261201000000_plan_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE subscription_plan
        ADD COLUMN plan_group text,
        ADD COLUMN popular boolean NOT NULL DEFAULT false,
        ADD COLUMN cta_text text NOT NULL DEFAULT 'Contact Us' CONSTRAINT subscription_plan_cta_text_check CHECK (length(cta_text) BETWEEN 1 AND 40),
        -- A path on this site: never another origin, nor a 'javascript:' link.
        ADD COLUMN cta_href text NOT NULL DEFAULT '/#contact' CONSTRAINT subscription_plan_cta_href_check CHECK (cta_href ~ '^/([^/\\\\]|$)')`);
    this.addSql(`UPDATE subscription_plan SET plan_group = 'web-app', is_active = false WHERE slug IN (${list(RETIRED_SLUGS)})`);
    this.addSql(`
      ALTER TABLE subscription_plan
        ALTER COLUMN plan_group SET NOT NULL,
        ADD CONSTRAINT subscription_plan_group_check CHECK (plan_group IN ('web-app', 'consultation', 'content', 'hosting')),
        DROP CONSTRAINT subscription_plan_interval_check,
        ADD CONSTRAINT subscription_plan_interval_check CHECK (interval IN ('monthly', 'yearly', 'hourly', 'per_session', 'per_project')),
        -- Only website plans are subscribed to, and a subscription is billed monthly or yearly.
        ADD CONSTRAINT subscription_plan_website_interval_check CHECK (plan_group <> 'web-app' OR interval IN ('monthly', 'yearly')),
        DROP CONSTRAINT subscription_plan_price_check,
        ADD CONSTRAINT subscription_plan_price_check CHECK (price_cents > 0)`);
    // Two active plans of one name and period would be two prices for one thing; two popular ones, two 'Most Popular'.
    this.addSql('CREATE UNIQUE INDEX subscription_plan_active_name_key ON subscription_plan (plan_group, name, interval) WHERE is_active');
    this.addSql('CREATE UNIQUE INDEX subscription_plan_active_popular_key ON subscription_plan (plan_group, interval) WHERE is_active AND popular');

    const rows = PLANS.map(
      (plan) =>
        `(${text(plan.slug)}, ${text(plan.group)}, ${text(plan.name)}, ${text(plan.description)}, ${plan.priceCents}, ${text(plan.interval)}, ${text(
          JSON.stringify(plan.features),
        )}::jsonb, ${plan.popular}, ${text(plan.cta?.text ?? 'Contact Us')}, ${text(plan.cta?.href ?? '/#contact')}, ${plan.sortOrder})`,
    );
    this.addSql(
      `INSERT INTO subscription_plan (slug, plan_group, name, description, price_cents, interval, features, popular, cta_text, cta_href, sort_order) VALUES ${rows.join(', ')}`,
    );
  }

  override async down(): Promise<void> {
    // Fails while a subscription names one of these plans: its history is not dropped silently.
    this.addSql(`DELETE FROM subscription_plan WHERE slug IN (${list(PLANS.map((plan) => plan.slug))})`);
    this.addSql(`UPDATE subscription_plan SET is_active = true WHERE slug IN (${list(RETIRED_SLUGS)})`);
    this.addSql('DROP INDEX subscription_plan_active_popular_key');
    this.addSql('DROP INDEX subscription_plan_active_name_key');
    this.addSql(`
      ALTER TABLE subscription_plan
        DROP CONSTRAINT subscription_plan_price_check,
        ADD CONSTRAINT subscription_plan_price_check CHECK (price_cents >= 0),
        DROP CONSTRAINT subscription_plan_website_interval_check,
        DROP CONSTRAINT subscription_plan_interval_check,
        ADD CONSTRAINT subscription_plan_interval_check CHECK (interval IN ('monthly', 'yearly')),
        DROP CONSTRAINT subscription_plan_group_check,
        DROP COLUMN cta_href,
        DROP COLUMN cta_text,
        DROP COLUMN popular,
        DROP COLUMN plan_group`);
  }
}
