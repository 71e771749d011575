import { expect, type Page } from '@playwright/test';
import { DISCOVERY_RESULT_TEXT, discoveryScoreBand } from '@agency/contracts';
import { createAccountOnSignInPage, type TestAccount } from './accounts';
import { chatDialog, chatInput, consultantMessages, expectChatStep, say } from './assessments';
import { queryDatabase } from './booking';
import { previewFrame, type BusinessInfo } from './builder';
import { lettersAndDigits } from './builder-checkout';
import { accountSites, chooseFirstTemplate, completeOnboarding, domainRadio, searchDomains } from './builder-journey';

/*
 * The main journeys of tests/journeys.spec.ts, as a person takes them: signing up when asked, the contact form, the
 * consultant, the discovery result, the builder to a live site. The crawl of every route and link is site-crawl.ts.
 */

export function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Contact form' });
}

/** A signed-in client lands on the contact form with their name and e-mail already filled in (issue 22 item 5). */
export async function expectContactFormFilledFor(page: Page, account: TestAccount): Promise<void> {
  await expect(contactForm(page)).toBeVisible();
  await expect(contactForm(page).getByLabel('First Name')).toHaveValue(account.firstName);
  await expect(contactForm(page).getByLabel('Email')).toHaveValue(account.email);
}

/** What the consultant asked for, and whether a signed-in person's details were already in the box when it did. */
export interface ConsultantTalk {
  askedFor: string[];
  askedWithNothingFilledIn: string[];
}

/** The answer to each of the consultant's questions (api/src/onboarding/consultant-script.ts), by its wording. */
const CONSULTANT_ANSWERS: Array<{ field: string; question: RegExp; answer(email: string): string }> = [
  { field: 'name', question: /what's your name/i, answer: () => 'Aroha Ngata' },
  { field: 'email', question: /email address/i, answer: (email) => email },
  { field: 'company', question: /name of your company/i, answer: () => 'Ngata Plumbing' },
  { field: 'budget', question: /budget/i, answer: () => 'About $10,000' },
  { field: 'timeline', question: /when would you like to get started/i, answer: () => 'Within the next two months' },
  { field: 'challenges', question: /challenges/i, answer: () => 'Quotes and invoices are typed by hand and take hours every week.' },
  { field: 'goals', question: /achieve/i, answer: () => 'Send quotes the same day and spend less time on admin.' },
  { field: 'business', question: /about your business/i, answer: () => 'We are a plumbing business in Auckland with six staff.' },
];

/**
 * With the consultant's chat open: picks a service, then answers each question by what it asks until the completion
 * panel ('Thank you!', Step 4/4). A question about the name or e-mail is answered with what the box already holds
 * when something is filled in (a signed-in person's details), else typed.
 */
export async function talkToTheConsultant(page: Page, email: string): Promise<ConsultantTalk> {
  const dialog = chatDialog(page);
  const services = dialog.getByRole('group', { name: 'Choose a service' });
  const thanks = dialog.getByText('Thank you!', { exact: true });
  const talk: ConsultantTalk = { askedFor: [], askedWithNothingFilledIn: [] };
  await expect(consultantMessages(page).first()).toBeVisible();
  for (let turn = 0; turn < 16; turn += 1) {
    await expect(chatInput(page).or(services).or(thanks).first()).toBeVisible();
    if (await thanks.isVisible()) break;
    if (await services.isVisible()) {
      await services.getByRole('button', { name: 'Business Automation' }).click();
      await expect(services).toHaveCount(0);
      continue;
    }
    await expect(chatInput(page)).toBeEnabled();
    const question = (await consultantMessages(page).last().textContent()) ?? '';
    const known = CONSULTANT_ANSWERS.find((entry) => entry.question.test(question));
    if (!known) throw new Error(`The consultant asked something the journey has no answer for: '${question}'`);
    talk.askedFor.push(known.field);
    const filledIn = await chatInput(page).inputValue();
    if ((known.field === 'name' || known.field === 'email') && filledIn === '') talk.askedWithNothingFilledIn.push(known.field);
    await say(page, filledIn !== '' && (known.field === 'name' || known.field === 'email') ? filledIn : known.answer(email));
  }
  await expectChatStep(page, 4);
  await expect(thanks).toBeVisible();
  return talk;
}

/** The discovery result as item 13 of issue 22 asks: the score, what it means and the next steps. */
export async function expectDiscoveryResult(page: Page, score: number): Promise<void> {
  await expect(page.getByText(new RegExp(`\\b${score}\\s*/\\s*100\\b`)).first()).toBeVisible();
  await expect(page.getByText(discoveryScoreBand(score).title).first()).toBeVisible();
  await expect(page.getByText('Not scored')).toHaveCount(0);
  const book = page.getByRole('link', { name: DISCOVERY_RESULT_TEXT.bookConsultation.label });
  await expect(book.first()).toHaveAttribute('href', DISCOVERY_RESULT_TEXT.bookConsultation.to);
}

/** The score the server gave the account's newest assessment; null while unscored. */
export async function storedDiscoveryScore(email: string): Promise<number | null> {
  const [row] = await queryDatabase<{ score: number | null }>(
    `SELECT d.score FROM discovery_assessment d JOIN "user" u ON u.id = d.user_id WHERE u.email = $1 ORDER BY d.created_at DESC LIMIT 1`,
    [email],
  );
  return row?.score ?? null;
}

/**
 * The website builder from the gallery to the live site, following the main button of each screen whatever order it
 * takes (template → details → preview → plan → domain → live, or domain before plan); a visitor creates their account
 * when the builder asks them to sign in. Returns the slug the site went live at.
 */
export async function buildSiteToLive(page: Page, business: BusinessInfo, signUp?: TestAccount): Promise<string> {
  const slug = lettersAndDigits(business.businessName);
  const domain = `${slug}.com`;
  await chooseFirstTemplate(page);
  await completeOnboarding(page, business);
  await expect(previewFrame(page).getByRole('heading', { level: 1, name: business.businessName })).toBeVisible();
  // The preview's main button: whichever step it says comes next.
  await page.getByRole('link', { name: /^Continue to / }).click();

  let domainChosen = false;
  for (let step = 0; step < 8; step += 1) {
    const live = page.getByRole('heading', { level: 1, name: 'Your Website is Live!' });
    const plans = page.getByRole('heading', { level: 1, name: 'Choose Your Website Plan' });
    const domains = page.getByRole('heading', { level: 1, name: 'Choose Your Domain' });
    const signIn = page.getByRole('form', { name: 'Create account' });
    await expect(live.or(plans).or(domains).or(signIn).first()).toBeVisible();
    if (await live.isVisible()) break;
    if (await signIn.isVisible()) {
      if (!signUp) throw new Error('The builder asked a signed-in person to sign in again');
      await createAccountOnSignInPage(page, signUp);
      await expect(signIn).toHaveCount(0);
      continue;
    }
    if (await plans.isVisible()) {
      const card = page
        .getByRole('list', { name: 'Monthly plans' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Business', exact: true }) });
      const choose = card.getByRole('button', { name: 'Select Plan' });
      await expect(choose.or(card.getByRole('button', { name: 'Selected' })).first()).toBeVisible();
      if (await choose.isVisible()) await choose.click();
      await expect(card.getByRole('button', { name: 'Selected' })).toBeVisible();
      await page.getByRole('button', { name: 'Subscribe & Deploy Website' }).click();
      await expect(plans).toBeHidden();
      // With the domain chosen before the plan, 'Subscribe & Deploy Website' publishes it on the way back.
      if (domainChosen) {
        await expect(live).toBeVisible();
        break;
      }
      continue;
    }
    // The domain page: a choice made earlier must still be there after the plan step (nothing lost on the way).
    const radio = domainRadio(page, domain);
    if (domainChosen) await expect(radio, 'the domain chosen before the plan step is still chosen').toBeChecked();
    else {
      await searchDomains(page, slug);
      await radio.check();
      domainChosen = true;
    }
    await expect(page.getByText(`Your website will be published at ${domain}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Deploy Your Website' }).click();
    // Signed out, Deploy asks to sign in; without a plan, it goes to the plan step (the choice kept).
    await expect(live.or(plans).or(signIn).first()).toBeVisible();
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();
  await expect(page.getByText(domain, { exact: true })).toBeVisible();
  const visit = page.getByRole('link', { name: 'Visit Your Website' });
  await expect(visit).toHaveAttribute('href', `/sites/${slug}/`);
  await visit.click();
  await expect(page).toHaveURL(new RegExp(`/sites/${slug}/$`));
  await expect(page.getByRole('heading', { level: 1, name: business.businessName })).toBeVisible();
  // One site in the account, live once, its chosen domain on order: no unpublished copy left on the way.
  const sites = await accountSites(page);
  expect(sites).toHaveLength(1);
  expect(sites[0]).toMatchObject({ slug, domain: null, domainOrder: { domain, status: 'ordered' }, liveVersion: 1 });
  return slug;
}
