import { Migration } from '@mikro-orm/migrations';

/** One plan row; the values are fixed here, as the migration is history. Prices in cents, NZD including GST. */
interface SeedPlan {
  slug: string;
  name: string;
  description: string;
  monthlyCents: number;
  features: string[];
  sortOrder: number;
}

const PLANS: SeedPlan[] = [
  {
    slug: 'starter',
    name: 'Starter',
    description: 'A professional one-page website for a new business.',
    monthlyCents: 2900,
    features: ['Website from your chosen template', 'Hosting with SSL certificate', 'Mobile-friendly design', 'Contact details and map', 'Email support'],
    sortOrder: 1,
  },
  {
    slug: 'business',
    name: 'Business',
    description: 'Everything a growing small business needs to be found and contacted.',
    monthlyCents: 5900,
    features: [
      'Everything in Starter',
      'Your own domain connected',
      'Search engine basics (titles, descriptions, sitemap)',
      'Two content updates a month',
      'Priority email support',
    ],
    sortOrder: 2,
  },
  {
    slug: 'professional',
    name: 'Professional',
    description: 'For established businesses that want ongoing care and insight.',
    monthlyCents: 9900,
    features: [
      'Everything in Business',
      'Unlimited content updates',
      'Monthly visitor report',
      'Quarterly design review',
      'Phone support Monday-Friday 9 AM-5 PM NZST',
    ],
    sortOrder: 3,
  },
];

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Website hosting plans, a client's subscriptions and their invoices. Yearly plans cost ten months. A subscription
 * copies its plan's name and price, so a later price change never rewrites what a client agreed to. Invoices are numbered
 * from a sequence (gaps are allowed; duplicates are not) and are due seven days after issue (legal terms).
 */
export class Migration20260105000100_subscriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE subscription_plan (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL CONSTRAINT subscription_plan_slug_key UNIQUE CONSTRAINT subscription_plan_slug_check CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name text NOT NULL CONSTRAINT subscription_plan_name_check CHECK (length(name) BETWEEN 1 AND 100),
        description text NOT NULL CONSTRAINT subscription_plan_description_check CHECK (length(description) <= 1000),
        price_cents integer NOT NULL CONSTRAINT subscription_plan_price_check CHECK (price_cents >= 0),
        interval text NOT NULL CONSTRAINT subscription_plan_interval_check CHECK (interval IN ('monthly', 'yearly')),
        is_active boolean NOT NULL DEFAULT true,
        features jsonb NOT NULL DEFAULT '[]' CONSTRAINT subscription_plan_features_check CHECK (jsonb_typeof(features) = 'array'),
        sort_order integer NOT NULL DEFAULT 0
      )`);
    const rows = PLANS.flatMap((plan) =>
      (['monthly', 'yearly'] as const).map((interval) => {
        const yearly = interval === 'yearly';
        return `(${text(`${plan.slug}-${interval}`)}, ${text(plan.name)}, ${text(plan.description)}, ${
          yearly ? plan.monthlyCents * 10 : plan.monthlyCents
        }, ${text(interval)}, ${text(JSON.stringify(yearly ? [...plan.features, '2 months free'] : plan.features))}::jsonb, ${plan.sortOrder})`;
      }),
    );
    this.addSql(`INSERT INTO subscription_plan (slug, name, description, price_cents, interval, features, sort_order) VALUES ${rows.join(', ')}`);

    // site_id names the site draft saved with the subscription; no foreign key, as sites keep their own history.
    this.addSql(`
      CREATE TABLE subscription (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        plan_id uuid NOT NULL REFERENCES subscription_plan (id),
        plan_slug text NOT NULL,
        plan_name text NOT NULL,
        plan_interval text NOT NULL CONSTRAINT subscription_plan_interval_check CHECK (plan_interval IN ('monthly', 'yearly')),
        price_cents integer NOT NULL CONSTRAINT subscription_price_check CHECK (price_cents >= 0),
        status text NOT NULL DEFAULT 'awaiting_payment'
          CONSTRAINT subscription_status_check CHECK (status IN ('awaiting_payment', 'active', 'cancelled')),
        payment_provider text NOT NULL DEFAULT 'invoice',
        site_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX subscription_user_index ON subscription (user_id, created_at DESC, id DESC)');

    this.addSql('CREATE SEQUENCE invoice_number_seq START 1001');
    this.addSql(`
      CREATE TABLE invoice (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number text NOT NULL DEFAULT 'INV-' || lpad(nextval('invoice_number_seq')::text, 6, '0') CONSTRAINT invoice_number_key UNIQUE,
        subscription_id uuid NOT NULL REFERENCES subscription (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'unpaid' CONSTRAINT invoice_status_check CHECK (status IN ('unpaid', 'paid', 'void')),
        currency text NOT NULL DEFAULT 'NZD' CONSTRAINT invoice_currency_check CHECK (currency = 'NZD'),
        amount_cents integer NOT NULL CONSTRAINT invoice_amount_check CHECK (amount_cents >= 0),
        gst_cents integer NOT NULL CONSTRAINT invoice_gst_check CHECK (gst_cents >= 0 AND gst_cents <= amount_cents),
        description text NOT NULL CONSTRAINT invoice_description_check CHECK (length(description) BETWEEN 1 AND 500),
        issued_at timestamptz NOT NULL DEFAULT now(),
        due_at timestamptz NOT NULL DEFAULT now() + interval '7 days',
        CONSTRAINT invoice_due_check CHECK (due_at > issued_at)
      )`);
    this.addSql('CREATE INDEX invoice_subscription_index ON invoice (subscription_id, issued_at)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE invoice');
    this.addSql('DROP SEQUENCE invoice_number_seq');
    this.addSql('DROP TABLE subscription');
    this.addSql('DROP TABLE subscription_plan');
  }
}
