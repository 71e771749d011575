import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  AGENCY_STATS,
  HOSTING_UPTIME,
  PLAN_GROUPS,
  PLAN_PERIOD_LABEL,
  PUBLIC_PAGES,
  SUPPORT_HOURS,
  ZSubscriptionPlanList,
  type TSubscriptionPlan,
} from '@agency/contracts';
import { gotoInteractive } from '../support/navigation';

/*
 * Issue 23 item 2: the site said '24/7 support' beside its real support hours, 'Trusted by 1000+ businesses' beside
 * '25 Happy Clients', a founder's fifteen years beside '5+ Years Experience', and sold a $299 website on the pricing
 * page that the builder sold at $29, $59 and $99. The agency's facts have one source (contracts' agency-facts.ts) and
 * plans and prices another (the API's plan catalogue): every page a visitor can reach, and the builder's plan page, is
 * read against them, and any other figure for the same fact fails the test, naming the page and the words.
 */

const [projects, clients, efficiency, years] = AGENCY_STATS;

const PAGES = PUBLIC_PAGES.filter((page) => page.prerender).map((page) => page.path);

/** Number words a sentence may use for a count of years. */
const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty';

/** '$1,299.00' -> 1299; '$2870.40' -> 2870.4. */
function dollars(text: string): number {
  return Number(text.replace(/[$,]/g, ''));
}

const PERIOD_OF_LABEL = new Map(Object.entries(PLAN_PERIOD_LABEL).map(([interval, label]) => [label.slice(1), interval]));

/** Every sentence of a page's text that states one of the facts differently from its one source. */
function contradictions(text: string, catalogue: readonly TSubscriptionPlan[]): string[] {
  const found: string[] = [];
  const flat = text.replace(/\s+/g, ' ');
  const each = (pattern: RegExp, check: (match: RegExpMatchArray) => boolean) => {
    for (const match of flat.matchAll(pattern)) if (!check(match)) found.push(match[0]);
  };

  // Support: only the real hours, never round the clock.
  each(/24\s*\/\s*7|24 hours a day|round[- ]the[- ]clock|around the clock/gi, () => false);
  each(/support[^.]{0,40}?(?:Mon|Monday)\b[^.]{0,40}?\d{1,2}(?::\d{2})?\s?[AP]M[^.]{0,20}?\d{1,2}(?::\d{2})?\s?[AP]M(?:\s?NZ[SD]T)?/gi, (match) =>
    match[0].endsWith(SUPPORT_HOURS),
  );
  // Clients: the real count or none.
  each(/(\d[\d,]*)\s?\+?\s+(?:happy\s+)?(?:businesses|clients|customers)\b/gi, (match) => match[1] === clients.value);
  // Years: the agency's own age, and no sentence giving anyone a longer record beside it.
  each(new RegExp(`\\b(\\d+\\+?|${NUMBER_WORDS})\\s+years?\\b(?:'|’)?\\s*(?:of\\s+)?(?:experience|building|in business|working|helping)`, 'gi'), (match) => match[1] === years.value);
  each(/(\d+)\s+projects completed/gi, (match) => match[1] === projects.value);
  each(/(\d+%)\s+(?:avg\.\s+|average\s+)?efficiency gain/gi, (match) => match[1] === efficiency.value);
  each(/(\d+(?:\.\d+)?%)\s+uptime/gi, (match) => match[1] === HOSTING_UPTIME);
  // Prices: '$N/month', '$N/year'... is a price of the catalogue for that period.
  each(/(\$[\d,]+(?:\.\d{2})?)\s?\/\s?(month|year|hour|session|project)\b/g, (match) =>
    catalogue.some((plan) => plan.interval === PERIOD_OF_LABEL.get(match[2] ?? '') && plan.price === dollars(match[1] ?? '')),
  );
  // 'Save 20%' beside 'two months free' (about 17%) was one of them.
  each(/(?:\d+|one|two|three) months? free/gi, () => false);
  return found;
}

/** The whole price catalogue (the pricing page's call); the builder's GET /api/subscription-plans is its hosting rows. */
async function catalogueOf(request: APIRequestContext): Promise<TSubscriptionPlan[]> {
  const response = await request.get('/api/price-catalogue');
  expect(response.status()).toBe(200);
  return ZSubscriptionPlanList.parse(await response.json());
}

/** Each plan card's name and the prices it shows, as a visitor reads them. */
async function cardPrices(cards: Locator): Promise<Array<{ name: string; prices: number[] }>> {
  const texts = await cards.evaluateAll((elements) =>
    elements.map((element) => ({ name: element.querySelector('h2, h3')?.textContent?.trim() ?? '', text: (element as HTMLElement).innerText })),
  );
  return texts.map(({ name, text }) => ({ name, prices: [...text.matchAll(/\$[\d,]+(?:\.\d{2})?/g)].map((match) => dollars(match[0])) }));
}

test('the one source holds the spec\'s figures, and the catalogue the spec\'s plans and prices', async ({ request }) => {
  expect(AGENCY_STATS.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
    '50 Projects Completed',
    '25 Happy Clients',
    '100% Avg. Efficiency Gain',
    '5+ Years Experience',
  ]);
  expect(SUPPORT_HOURS).toBe('Monday-Friday 9 AM-5 PM NZST');
  const catalogue = await catalogueOf(request);
  const monthly = catalogue.filter((plan) => plan.interval !== 'yearly');
  expect(monthly.map((plan) => `${plan.group} ${plan.name} $${plan.price}${PLAN_PERIOD_LABEL[plan.interval]}${plan.popular ? ' popular' : ''}`)).toEqual([
    'web-app Basic $299/month',
    'web-app Professional $599/month popular',
    'web-app Enterprise $1299/month',
    'consultation Strategy Session $150/hour',
    'consultation Deep Dive $750/session popular',
    'consultation Transformation $2500/project',
    'content Pack $199/month',
    'content Premium $499/month popular',
    'content Suite $999/month',
    'hosting Starter $29/month',
    'hosting Business $79/month popular',
    'hosting Enterprise $199/month',
  ]);
  // What the builder sells is the same rows: the hosting group, monthly and yearly (twelve months less 20%).
  const online = ZSubscriptionPlanList.parse(await (await request.get('/api/subscription-plans')).json());
  expect(online).toEqual(catalogue.filter((plan) => plan.group === 'hosting'));
  expect(online.filter((plan) => plan.interval === 'yearly').map((plan) => `${plan.name} $${plan.price}/year`)).toEqual([
    'Starter $278.4/year',
    'Business $758.4/year',
    'Enterprise $1910.4/year',
  ]);
});

for (const path of PAGES) {
  test(`${path} states every fact and price as its one source does`, async ({ page, request }) => {
    const catalogue = await catalogueOf(request);
    await gotoInteractive(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(contradictions(await page.locator('body').innerText(), catalogue), `on ${path}`).toEqual([]);
  });
}

test('the pricing page shows each plan at its catalogue price, in its group', async ({ page, request }) => {
  const catalogue = await catalogueOf(request);
  // The card that opens the builder also says where its hosting starts: the cheapest monthly hosting plan.
  const hostingFrom = Math.min(...catalogue.filter((plan) => plan.group === 'hosting' && plan.interval === 'monthly').map((plan) => plan.price));
  await gotoInteractive(page, '/pricing');
  for (const [group, { title }] of Object.entries(PLAN_GROUPS)) {
    const cards = page.getByRole('region', { name: title, exact: true }).getByRole('group');
    for (const { name, prices } of await cardPrices(cards)) {
      const plan = catalogue.find((candidate) => candidate.group === group && candidate.name === name && candidate.interval !== 'yearly');
      expect(plan, `${name} in ${title} is a plan of the catalogue`).toBeDefined();
      expect(prices, `${name} in ${title}`).toEqual(plan?.cta.href === '/website-builder' ? [plan.price, hostingFrom] : [plan?.price]);
    }
  }
});

test("the builder's plan page sells the pricing page's hosting plans at the same prices, monthly and yearly", async ({ page, request }) => {
  const catalogue = await catalogueOf(request);
  const websitePlans = catalogue.filter((plan) => plan.group === 'hosting');
  await page.goto('/subscription-payment');
  for (const [interval, label] of [
    ['monthly', 'Monthly'],
    ['yearly', 'Yearly'],
  ] as const) {
    await page.getByRole('group', { name: 'Billing interval' }).getByRole('button', { name: new RegExp(`^${label}`) }).click();
    const cards = page.getByRole('list', { name: `${label} plans` }).getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect(cards).toHaveCount(websitePlans.filter((plan) => plan.interval === interval).length);
    const shown = await cardPrices(cards);
    expect(shown).toEqual(
      websitePlans.filter((plan) => plan.interval === interval).map((plan) => ({ name: plan.name, prices: [plan.price] })),
    );
    expect(contradictions(await page.locator('body').innerText(), catalogue), `on /subscription-payment (${label})`).toEqual([]);
  }
});
