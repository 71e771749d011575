import type { Pool } from 'pg';
import { WEBSITE_PLAN_GROUP } from '@agency/contracts';

/** How long a price summary is reused: prices change rarely, and a turn should not wait on the catalogue. */
const CACHE_MS = 60_000;

interface PlanRow {
  name: string;
  price_cents: number;
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-NZ', { maximumFractionDigits: 2 })}`;

/** The sentence the consultant answers a price question with, from the plans the site sells. */
export function describePrices(plans: PlanRow[]): string {
  if (plans.length === 0) return 'Our prices depend on the project.';
  const listed = plans.map((plan) => `${plan.name} ${dollars(plan.price_cents)}`);
  const last = listed.pop();
  const list = listed.length > 0 ? `${listed.join(', ')} and ${last}` : last;
  return `Our website plans are ${list} a month (NZD, GST included), and every project starts with a free 30-minute consultation.`;
}

/**
 * The one place the consultant reads prices from: the API's plan catalogue (subscription_plan, the plans the builder
 * and the pricing page sell), the website group's active monthly plans (the builder's Basic, Professional and
 * Enterprise; hosting and content are other groups), cheapest first. Cached briefly; a failed read answers without
 * figures rather than failing the visitor's turn.
 */
export class PlanPrices {
  private cached: { at: number; text: string } | undefined;

  constructor(private readonly pool: Pool) {}

  async summary(): Promise<string> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.text;
    try {
      const { rows } = await this.pool.query<PlanRow>(
        `SELECT name, price_cents FROM subscription_plan
          WHERE is_active AND interval = 'monthly' AND plan_group = $1
          ORDER BY price_cents, sort_order LIMIT 6`,
        [WEBSITE_PLAN_GROUP],
      );
      this.cached = { at: Date.now(), text: describePrices(rows) };
      return this.cached.text;
    } catch {
      return describePrices([]);
    }
  }
}
