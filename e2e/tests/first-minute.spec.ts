import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL } from '../support/environment';
import { emulateSlowPhone, ownedByReact, SLOW_PHONE } from '../support/slow-phone';

/**
 * A visitor's first minute on a slow phone: they type the moment the page paints, long before its code has arrived,
 * at a person's speed, with Tab between fields. When the app takes the page over, every field must hold what was
 * typed, and focus and the caret must be where the visitor left them (shell/README.md, 'Prerendered pages and taking
 * them over'). Run under 4x CPU slowdown and a slow network, at a phone's and a laptop's width.
 */

test.describe.configure({ timeout: 120_000 });

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** One step of what a visitor does in a form: type into the focused field, or Tab on, or press a key. */
type Step = { type: string } | { press: string };

interface TypedForm {
  /** The page, as a visitor opens it. */
  path: string;
  /** The form the steps happen in, and the selector for the check that React owns it. */
  form: (page: Page) => Locator;
  formSelector: string;
  /** The field the visitor clicks first. */
  firstField: (form: Locator) => Locator;
  steps: Step[];
  /** Each field's value once the steps are done, by label. */
  expected: Array<{ field: (form: Locator) => Locator; value: string }>;
  /** The label of the field that has focus at the end. */
  focused: (form: Locator) => Locator;
}

const contactSteps = (email: string): Step[] => [
  { type: 'Tama' },
  { press: 'Tab' },
  { type: 'Rangi' },
  { press: 'Tab' },
  { type: email },
  { press: 'Tab' },
  { type: 'Rangi Builders' },
  { press: 'Tab' },
  // A select takes arrow keys without opening: the second choice.
  { press: 'ArrowDown' },
  { press: 'ArrowDown' },
  { press: 'Tab' },
  { type: 'Kia ora, we need a website for our building firm.' },
  // The caret moved back into the text, as someone correcting a word does.
  { press: 'ArrowLeft' },
  { press: 'ArrowLeft' },
  { press: 'ArrowLeft' },
];

const label = (name: string) => (form: Locator) => form.getByLabel(name);

function contactForm(path: string, email: string): TypedForm {
  return {
    path,
    form: (page) => page.getByRole('form', { name: 'Contact form' }),
    formSelector: 'form[aria-label="Contact form"]',
    firstField: label('First Name'),
    steps: contactSteps(email),
    expected: [
      { field: label('First Name'), value: 'Tama' },
      { field: label('Last Name'), value: 'Rangi' },
      { field: label('Email'), value: email },
      { field: label('Company'), value: 'Rangi Builders' },
      { field: label('Service Interest'), value: 'AI Content Creation' },
      { field: label('Message'), value: 'Kia ora, we need a website for our building firm.' },
    ],
    focused: label('Message'),
  };
}

function bookingForm(email: string): TypedForm {
  return {
    path: '/book-consultation',
    form: (page) => page.getByRole('form', { name: 'Book a consultation' }),
    formSelector: 'form[aria-label="Book a consultation"]',
    firstField: label('Full Name'),
    steps: [
      { type: 'Tama Rangi' },
      { press: 'Tab' },
      { type: email },
      { press: 'Tab' },
      { type: '021 555 0199' },
      { press: 'Tab' },
      { type: 'Rangi Builders' },
      { press: 'Tab' },
      // A select chooses the first option starting with a typed letter: 'Business Automation'.
      { press: 'b' },
      { press: 'Tab' },
      { type: 'We quote by phone and lose jobs.' },
      { press: 'ArrowLeft' },
      { press: 'ArrowLeft' },
      { press: 'ArrowLeft' },
    ],
    expected: [
      { field: label('Full Name'), value: 'Tama Rangi' },
      { field: label('Email'), value: email },
      { field: label('Phone'), value: '021 555 0199' },
      { field: label('Company'), value: 'Rangi Builders' },
      { field: label('Service Interest'), value: 'business_automation' },
      { field: label('Notes'), value: 'We quote by phone and lose jobs.' },
    ],
    focused: label('Notes'),
  };
}

const discoveryForm: TypedForm = {
  path: '/discovery',
  form: (page) => page.locator('main form').first(),
  formSelector: 'main form',
  firstField: label('Company name'),
  steps: [
    { type: 'Rangi Builders' },
    { press: 'Tab' },
    { press: 'ArrowDown' },
    { press: 'ArrowDown' },
    { press: 'Tab' },
    // The first radio of the size group: Space chooses it, an arrow moves to (and chooses) the next.
    { press: 'Space' },
    { press: 'ArrowDown' },
    { press: 'Tab' },
    { type: 'https://rangi.co.nz' },
    { press: 'ArrowLeft' },
    { press: 'ArrowLeft' },
    { press: 'ArrowLeft' },
  ],
  expected: [
    { field: label('Company name'), value: 'Rangi Builders' },
    { field: label('Website'), value: 'https://rangi.co.nz' },
  ],
  focused: label('Website'),
};

const builderSearch: TypedForm = {
  path: '/website-builder',
  form: (page) => page.locator('main'),
  formSelector: '#template-search',
  firstField: (main) => main.getByRole('searchbox'),
  steps: [{ type: 'plumbing' }, { press: 'ArrowLeft' }, { press: 'ArrowLeft' }, { press: 'ArrowLeft' }],
  expected: [{ field: (main) => main.getByRole('searchbox'), value: 'plumbing' }],
  focused: (main) => main.getByRole('searchbox'),
};

async function play(page: Page, steps: Step[]): Promise<void> {
  for (const step of steps) {
    if ('type' in step) await page.keyboard.type(step.type, { delay: SLOW_PHONE.keyDelayMs });
    else await page.keyboard.press(step.press, { delay: SLOW_PHONE.keyDelayMs });
  }
}

/** The caret of the focused element, as [selectionStart, selectionEnd]. */
function caret(page: Page): Promise<[number | null, number | null]> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return [element.selectionStart, element.selectionEnd];
    return [null, null];
  });
}

/** Two frames: whatever the take-over renders after its commit has painted. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** What the visitor typed is there, focus and the caret (three keys back from the end of the last text) too. */
async function expectAsTyped(page: Page, form: TypedForm, lastKey = ''): Promise<void> {
  const typed = form.form(page);
  await expect(form.focused(typed)).toBeFocused();
  const last = form.expected.at(-1);
  for (const { field, value } of form.expected) await expect(field(typed)).toHaveValue(field === last?.field ? `${value}${lastKey}` : value);
  const length = (last?.value.length ?? 0) + lastKey.length;
  const caretAt = lastKey ? length : length - 3;
  expect(await caret(page)).toEqual([caretAt, caretAt]);
}

async function typeFromFirstPaint(page: Page, form: TypedForm): Promise<void> {
  await emulateSlowPhone(page);
  await page.goto(form.path, { waitUntil: 'commit' });
  // The moment the field paints, the visitor clicks it and types.
  await form.firstField(form.form(page)).click();
  await play(page, form.steps);

  // The app takes the page over (it may already have, mid-typing).
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached({ timeout: 60_000 });
  await expect.poll(() => ownedByReact(page, form.formSelector), { timeout: 60_000 }).toBe(true);
  await nextFrames(page);
  await expectAsTyped(page, form);

  // One more key after the take-over: the form's own state now holds every field (a render from a stale state would
  // wipe the others).
  await page.keyboard.press('End');
  await page.keyboard.type('!', { delay: SLOW_PHONE.keyDelayMs });
  await nextFrames(page);
  await expectAsTyped(page, form, '!');
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px on a slow phone`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const path of ['/contact', '/']) {
      test(`${path}: the contact form keeps what was typed from the first paint, with focus and caret, and sends exactly that`, async ({ page }) => {
        const email = uniqueEmail();
        const form = contactForm(path, email);
        await typeFromFirstPaint(page, form);
        await form.form(page).getByRole('button', { name: 'Send Message' }).click();
        await expect(page.getByText('Message sent successfully!', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
        expect(await leadsWithEmail(email)).toEqual([
          expect.objectContaining({
            firstName: 'Tama',
            lastName: 'Rangi',
            email,
            company: 'Rangi Builders',
            serviceInterest: 'AI Content Creation',
            message: 'Kia ora, we need a website for our building firm.!',
          }),
        ]);
      });
    }

    test('/book-consultation: the details typed from the first paint are kept, with focus and caret', async ({ page }) => {
      await typeFromFirstPaint(page, bookingForm(uniqueEmail()));
    });

    test('/discovery: the first step typed and chosen from the first paint is kept, with focus and caret', async ({ page }) => {
      await typeFromFirstPaint(page, discoveryForm);
      const form = discoveryForm.form(page);
      await expect(form.getByRole('combobox', { name: 'Industry' })).not.toHaveValue('');
      await expect(form.getByRole('radio', { name: '11-50 employees' })).toBeChecked();
    });

    test('/website-builder: a search typed from the first paint is kept, with focus and caret', async ({ page }) => {
      await typeFromFirstPaint(page, builderSearch);
    });
  });
}

/** The leads stored with this address, as an admin reads them. */
async function leadsWithEmail(email: string): Promise<Array<Record<string, unknown>>> {
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect((await admin.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
    const list = await admin.get(`/api/leads?search=${encodeURIComponent(email)}`);
    expect(list.status()).toBe(200);
    return ((await list.json()) as { items: Array<Record<string, unknown>> }).items;
  } finally {
    await admin.dispose();
  }
}

function uniqueEmail(): string {
  return `first-minute-${randomUUID().slice(0, 8)}@example.co.nz`;
}

// The podcast's volume slider, moved by keyboard before the page's code arrived: after the take-over it stays where
// it was put, and the episode plays at that volume (a render from the player's initial state put it back to 100%).
test.describe('the podcast on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/podcast: a volume set at first paint is kept, and is the volume the episode plays at', async ({ page }) => {
    await emulateSlowPhone(page);
    await page.goto('/podcast', { waitUntil: 'commit' });
    const volume = page.getByRole('slider', { name: 'Volume' }).first();
    await volume.focus();
    await page.keyboard.press('ArrowLeft', { delay: SLOW_PHONE.keyDelayMs });
    await page.keyboard.press('ArrowLeft', { delay: SLOW_PHONE.keyDelayMs });
    await expect(page.locator('html[data-app-ready="true"]')).toBeAttached({ timeout: 60_000 });
    await expect.poll(() => ownedByReact(page, 'input[type="range"]:not([aria-label])'), { timeout: 60_000 }).toBe(true);
    await nextFrames(page);
    await expect(volume).toBeFocused();
    await expect(volume).toHaveValue('0.8');
    await expect(volume).toHaveAttribute('aria-valuetext', '80%');
    expect(await page.locator('audio').first().evaluate((audio: HTMLAudioElement) => audio.volume)).toBeCloseTo(0.8);
  });
});

interface Launcher {
  path: string;
  button: (page: Page) => Locator;
  /** What the press opens. */
  opens: (page: Page) => Locator;
}

const LAUNCHERS: Launcher[] = [
  {
    path: '/',
    button: (page) => page.getByRole('button', { name: 'Open live chat' }),
    opens: (page) => page.getByRole('dialog', { name: 'Live Chat' }),
  },
  {
    path: '/',
    button: (page) => page.getByRole('button', { name: 'Start Your Journey' }),
    opens: (page) => page.getByRole('dialog', { name: 'Aria' }),
  },
  {
    path: '/contact',
    button: (page) => page.getByRole('button', { name: 'Start Your Journey' }),
    opens: (page) => page.getByRole('dialog', { name: 'Aria' }),
  },
  {
    path: '/',
    button: (page) => page.getByRole('button', { name: 'Feedback', exact: true }),
    opens: (page) => page.getByRole('dialog', { name: "How's your experience so far?" }),
  },
  {
    path: '/portfolio',
    button: (page) => page.getByRole('button', { name: 'Quick Preview' }).first(),
    opens: (page) => page.getByRole('dialog'),
  },
  {
    path: '/onboarding',
    button: (page) => page.getByRole('button', { name: 'Get Started' }),
    opens: (page) => page.getByRole('heading', { name: 'Contact information' }),
  },
];

// A press before the page's code has arrived does what it says once: the panel or dialog opens and stays open (a
// press replayed twice would open and close it again).
test.describe('a launcher pressed at first paint on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const launcher of LAUNCHERS) {
    test(`${launcher.path}: ${launcher.button.toString().match(/name: '([^']+)'/)?.[1] ?? 'launcher'} opens once`, async ({ page }) => {
      await emulateSlowPhone(page);
      await page.goto(launcher.path, { waitUntil: 'commit' });
      await launcher.button(page).click();
      await expect(page.locator('html[data-app-ready="true"]')).toBeAttached({ timeout: 60_000 });
      await expect(launcher.opens(page)).toBeVisible({ timeout: 60_000 });
      await expect(launcher.opens(page)).toHaveCount(1);
      await nextFrames(page);
      await expect(launcher.opens(page)).toBeVisible();
    });
  }
});
