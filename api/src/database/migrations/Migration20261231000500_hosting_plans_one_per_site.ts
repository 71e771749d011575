import { Migration } from '@mikro-orm/migrations';

/*
 * The builder sells hosting, one plan per site (issue "The builder sells what a small business buys").
 *
 * 1. Hosting plans, as the builder delivers them. The builder makes one page and hosts it; a connected domain gets its
 *    certificate; the site's quote form e-mails its enquiries to the owner. Mailboxes are not built, so no plan promises
 *    'email accounts' any more, nor several websites (one plan covers one site). The monthly rows are rewritten in
 *    place: nobody could subscribe to a hosting plan before this migration (the API refused them), so no subscription
 *    agreed to the old wording. Yearly rows are added at twelve months less 20%, rounded to the cent (exact here).
 *    The website development plans' yearly rows were the builder's only; they are switched off, not deleted, so the
 *    subscriptions made to them keep their plan row. Monthly Basic, Professional and Enterprise stay on the pricing page.
 * 2. One open subscription per site. A subscription gets its paid period's end (a change of plan applies there, a
 *    cancellation ends there), the plan it changes to (next_plan_id) and its cancellation date (cancel_at). Existing
 *    duplicates (an owner who subscribed twice for one site, or twice with no site) keep one: the paid one if any, else
 *    the newest; the others are cancelled and their unpaid invoices voided, so nobody is asked to pay twice for one
 *    site. Then a partial unique index makes a second open subscription for one (owner, site) impossible; NULLS NOT
 *    DISTINCT so an account's subscription without a site counts as one site too.
 */

const HOSTING = [
  {
    name: 'Starter',
    monthlyCents: 2900,
    description: 'Your one-page website, hosted and kept online.',
    features: [
      'A one-page website from your chosen template',
      'Hosting at your own domain or a free address of ours',
      'SSL certificate once your domain is connected',
      "Enquiries from your site's quote form e-mailed to you",
      'E-mail support',
    ],
  },
  {
    name: 'Business',
    monthlyCents: 7900,
    description: 'Hosting with faster help when you need it.',
    features: ['Everything in Starter', 'Priority e-mail support', 'Help connecting your domain'],
  },
  {
    name: 'Enterprise',
    monthlyCents: 19900,
    description: 'Hosting with the most hands-on help from our team.',
    features: ['Everything in Business', 'Phone support during business hours', 'Help from our team with changes to your page'],
  },
];

/** Twelve months less 20%, rounded to the cent (contracts' yearlyPriceCents; fixed here, as a migration is history). */
const yearlyCents = (monthlyCents: number) => Math.round((monthlyCents * 12 * 80) / 100);

/**
 * Keeps one open subscription per (owner, site): the paid (active) one, else the newest; cancels the others and voids
 * what they still ask to be paid. Exported for its test.
 */
export const CLOSE_DUPLICATE_SUBSCRIPTIONS = `
  WITH ranked AS (
    SELECT id, row_number() OVER (PARTITION BY user_id, site_id ORDER BY status = 'active' DESC, created_at DESC, id DESC) AS rank
      FROM subscription WHERE status <> 'cancelled'),
  dropped AS (
    UPDATE subscription s SET status = 'cancelled', cancelled_at = now()
      FROM ranked WHERE s.id = ranked.id AND ranked.rank > 1
    RETURNING s.id)
  UPDATE invoice SET status = 'void' WHERE status = 'unpaid' AND subscription_id IN (SELECT id FROM dropped)`;

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

export class Migration20261231000500_hosting_plans_one_per_site extends Migration {
  override async up(): Promise<void> {
    for (const [index, plan] of HOSTING.entries()) {
      const slug = `hosting-${plan.name.toLowerCase()}`;
      const features = `${text(JSON.stringify(plan.features))}::jsonb`;
      this.addSql(
        `UPDATE subscription_plan SET description = ${text(plan.description)}, features = ${features}, sort_order = ${index + 1}
          WHERE slug = ${text(`${slug}-monthly`)}`,
      );
      this.addSql(
        `INSERT INTO subscription_plan (slug, plan_group, name, description, price_cents, interval, features, popular, sort_order)
         VALUES (${text(`${slug}-yearly`)}, 'hosting', ${text(plan.name)}, ${text(plan.description)}, ${yearlyCents(plan.monthlyCents)}, 'yearly',
                 ${features}, ${plan.name === 'Business'}, ${index + 1})`,
      );
    }
    this.addSql(`UPDATE subscription_plan SET is_active = false WHERE plan_group = 'web-app' AND interval = 'yearly'`);
    // Hosting is billed like the website plans were: a month or a year, never an hour or a project.
    this.addSql(`
      ALTER TABLE subscription_plan
        DROP CONSTRAINT subscription_plan_website_interval_check,
        ADD CONSTRAINT subscription_plan_website_interval_check CHECK (plan_group NOT IN ('web-app', 'hosting') OR interval IN ('monthly', 'yearly'))`);

    this.addSql(`
      ALTER TABLE subscription
        ADD COLUMN current_period_end timestamptz,
        ADD COLUMN next_plan_id uuid REFERENCES subscription_plan (id),
        ADD COLUMN next_price_cents integer CONSTRAINT subscription_next_price_check CHECK (next_price_cents > 0),
        ADD COLUMN cancel_at timestamptz,
        ADD COLUMN cancelled_at timestamptz`);
    this.addSql(`
      UPDATE subscription SET current_period_end = created_at + CASE plan_interval WHEN 'yearly' THEN interval '1 year' ELSE interval '1 month' END`);
    this.addSql(`
      ALTER TABLE subscription
        ALTER COLUMN current_period_end SET NOT NULL,
        ADD CONSTRAINT subscription_period_check CHECK (current_period_end > created_at),
        -- A waiting change names its plan and the price agreed for it, or neither.
        ADD CONSTRAINT subscription_next_plan_check CHECK ((next_plan_id IS NULL) = (next_price_cents IS NULL)),
        -- A cancellation ends at the end of a paid period, never before the subscription began.
        ADD CONSTRAINT subscription_cancel_at_check CHECK (cancel_at IS NULL OR cancel_at > created_at),
        ADD CONSTRAINT subscription_cancelled_at_check CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))`);

    // Duplicates: keep the paid (active) one, else the newest; cancel the rest and void what they still ask to be paid.
    this.addSql(CLOSE_DUPLICATE_SUBSCRIPTIONS);
    this.addSql(`UPDATE subscription SET cancelled_at = created_at WHERE status = 'cancelled' AND cancelled_at IS NULL`);
    this.addSql(`
      CREATE UNIQUE INDEX subscription_one_open_per_site ON subscription (user_id, site_id) NULLS NOT DISTINCT WHERE status <> 'cancelled'`);
    // The renewal run looks for periods that have ended.
    this.addSql(`CREATE INDEX subscription_period_end_index ON subscription (current_period_end) WHERE status <> 'cancelled'`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX subscription_period_end_index');
    this.addSql('DROP INDEX subscription_one_open_per_site');
    this.addSql(`
      ALTER TABLE subscription
        DROP COLUMN cancelled_at, DROP COLUMN cancel_at, DROP COLUMN next_price_cents, DROP COLUMN next_plan_id, DROP COLUMN current_period_end`);
    this.addSql(`
      ALTER TABLE subscription_plan
        DROP CONSTRAINT subscription_plan_website_interval_check,
        ADD CONSTRAINT subscription_plan_website_interval_check CHECK (plan_group <> 'web-app' OR interval IN ('monthly', 'yearly'))`);
    this.addSql(`UPDATE subscription_plan SET is_active = true WHERE plan_group = 'web-app' AND interval = 'yearly'`);
    // Fails while a subscription names a yearly hosting plan: its history is not dropped silently.
    this.addSql(`DELETE FROM subscription_plan WHERE plan_group = 'hosting' AND interval = 'yearly'`);
  }
}
