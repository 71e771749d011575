import { expect, test, type Page } from '@playwright/test';
import { flushedEvents, recordBeacons } from '../support/assessments';
import { gotoInteractive } from '../support/navigation';

/** Each card's title and its category tag as shown ('AI', not 'Ai'; 'content' in lower case in a title). */
const SERVICES: Array<[title: string, category: string]> = [
  ['Refresh or Create my website', 'Development'],
  ['Create amazing content', 'Content'],
  ['Let clients see me', 'Marketing'],
  ['Streamline my business', 'Automation'],
  ['Optimise my client interaction', 'AI'],
  ['Bring me more clients', 'Marketing'],
];

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test.describe('home page for visitors', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every section with its texts, title and description', async ({ page }) => {
    await gotoInteractive(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your business, simplified.' })).toBeVisible();
    await expect(page).toHaveTitle('AI Automation & Web Development in New Zealand | Kea AI Studio');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /New Zealand small businesses/);
    for (const id of ['hero', 'services', 'process', 'about', 'contact']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }

    const hero = page.locator('#hero');
    await expect(hero.getByRole('button', { name: 'Start Your Journey' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute('href', '/book-consultation');
    const heroImage = hero.getByRole('img');
    await expect(heroImage).toHaveAttribute('width', '480');
    await expect(heroImage).toHaveAttribute('height', '360');

    const services = section(page, 'How We Can Help');
    await expect(services.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(6);
    for (const [title, category] of SERVICES) {
      const card = services.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card.getByText(category, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Learn More' })).toBeVisible();
      const image = card.locator('img');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '400');
      await expect(image).toHaveAttribute('height', '240');
    }
    await expect(services.getByRole('link', { name: 'Start Assessment' })).toHaveAttribute('href', '/onboarding');

    const resources = section(page, 'Free Resources');
    await expect(resources.getByRole('heading', { name: 'AI Automation Podcasts' })).toBeVisible();
    await expect(resources.getByRole('link', { name: 'Listen Now' })).toHaveAttribute('href', '/podcast');
    await expect(resources.getByRole('heading', { name: 'Free Consultation' })).toBeVisible();
    await expect(resources.getByText(/free 30 minutes/)).toBeVisible();
    await expect(resources.getByRole('link', { name: 'Schedule Now' })).toHaveAttribute('href', '/book-consultation');
    await expect(resources.getByRole('heading', { name: 'Custom Assessment' })).toBeVisible();
    await expect(resources.getByRole('link', { name: 'Start Assessment' })).toHaveAttribute('href', '/onboarding');

    await expect(section(page, 'Our Process').getByRole('listitem')).toHaveCount(5);

    const about = section(page, 'About Us');
    const team = about.getByRole('list', { name: 'Our team' }).getByRole('listitem');
    await expect(team).toHaveCount(3);
    await expect(team.nth(0)).toContainText('MT');
    await expect(about.getByRole('img', { name: 'Portrait of James Chen' })).toHaveAttribute('loading', 'lazy');
    const stats = about.getByRole('list', { name: 'Our track record' });
    for (const text of ['50Projects Completed', '25Happy Clients', '100%Avg. Efficiency Gain', '5+Years Experience']) {
      await expect(stats).toContainText(text);
    }

    const contact = section(page, 'Get Started Today');
    await expect(contact.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(contact.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
    await expect(contact.getByRole('link', { name: /^hello@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact.getByRole('link', { name: /^\+64/ })).toHaveAttribute('href', /^tel:\+64/);
    await expect(contact.getByText('Auckland, New Zealand')).toBeVisible();
    await expect(contact.getByRole('heading', { name: 'Existing Clients' })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Client Dashboard Login' })).toHaveAttribute('href', /^\/api\/login/);
  });

  test('Start Your Journey opens the onboarding chat, which closes again', async ({ page }) => {
    await gotoInteractive(page, '/');
    await page.getByRole('button', { name: 'Start Your Journey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aria' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('AI Business Consultant', { exact: true })).toBeVisible();
    // Step 1/4 once the greeting has arrived (the conversation itself: onboarding-chat.spec.ts).
    await expect(dialog.getByText('Step 1/4')).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', '1');
    await expect(dialog).toHaveCSS('height', '600px');
    await dialog.getByRole('button', { name: 'Close chat' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the onboarding chat frame is 500 px tall on smaller screens', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await gotoInteractive(page, '/');
    await page.getByRole('button', { name: 'Start Your Journey' }).click();
    await expect(page.getByRole('dialog', { name: 'Aria' })).toHaveCSS('height', '500px');
  });

  test('Learn More scrolls to the contact section', async ({ page }) => {
    await gotoInteractive(page, '/');
    await page.getByRole('button', { name: 'Learn More' }).first().click();
    await expect(page.getByRole('heading', { name: 'Get Started Today' })).toBeInViewport();
  });

  test('the section dots follow the scroll position and scroll to a section on click', async ({ page }) => {
    await gotoInteractive(page, '/');
    const dots = page.getByRole('navigation', { name: 'Page sections' });
    await expect(dots.getByRole('button')).toHaveCount(5);
    await expect(dots.getByRole('button', { name: 'Go to Home' })).toHaveAttribute('aria-current', 'true');

    await dots.getByRole('button', { name: 'Go to About' }).click();
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeInViewport();
    await expect(dots.getByRole('button', { name: 'Go to About' })).toHaveAttribute('aria-current', 'true');
    await expect(dots.getByRole('button', { name: 'Go to Home' })).not.toHaveAttribute('aria-current', 'true');

    // The section containing scrollY + 100 px is the current one.
    const processTop = await page.locator('#process').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((top) => window.scrollTo({ top: top - 50, behavior: 'instant' }), processTop);
    await expect(dots.getByRole('button', { name: 'Go to Process' })).toHaveAttribute('aria-current', 'true');
  });

  test('the section dots are hidden on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoInteractive(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your business, simplified.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Page sections' })).toBeHidden();
  });

  test('the progress bar and back-to-top button follow scrolling', async ({ page }) => {
    await gotoInteractive(page, '/');
    const progress = page.getByRole('progressbar', { name: 'Page scrolled' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    await expect(progress).not.toHaveAttribute('aria-valuenow', '0');
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
  });

  test('scrolled before the app starts, the scroll aids show the place at once and the page stays there', async ({ page }) => {
    await page.goto('/');
    const aboutTop = await page.locator('#about').evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
    // The wheel is the visitor's first input: it scrolls the prerendered page and starts its app (take-over on intent).
    await page.mouse.wheel(0, aboutTop - 50);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(aboutTop - 100);
    await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();

    // No scrolling from here on: the aids read where the page already is.
    const progress = page.getByRole('progressbar', { name: 'Page scrolled' });
    await expect(progress).not.toHaveAttribute('aria-valuenow', '0');
    const expected = await page.evaluate(() =>
      String(Math.round((window.scrollY / (document.documentElement.scrollHeight - window.innerHeight)) * 100)),
    );
    await expect(progress).toHaveAttribute('aria-valuenow', expected);
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    const dots = page.getByRole('navigation', { name: 'Page sections' });
    await expect(dots.getByRole('button', { name: 'Go to About' })).toHaveAttribute('aria-current', 'true');
    await expect(dots.getByRole('button', { name: 'Go to Home' })).not.toHaveAttribute('aria-current', 'true');
    // The app did not move the visitor back to the top as it started.
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(aboutTop - 100);
  });

  test('on a phone, a page sent to its end by the End key shows it all read once the app starts', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.keyboard.press('End');
    await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
    await expect(page.getByRole('progressbar', { name: 'Page scrolled' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toBeInViewport();
  });

  test('home page clicks are recorded as analytics events', async ({ page }) => {
    await recordBeacons(page);
    await gotoInteractive(page, '/');
    await page.getByRole('navigation', { name: 'Page sections' }).getByRole('button', { name: 'Go to Process' }).click();
    await page.getByRole('button', { name: 'Back to top' }).click();
    await page.getByRole('button', { name: 'Learn More' }).first().click();
    await page.getByRole('link', { name: 'Listen Now' }).click();
    await expect(page).toHaveURL(/\/podcast$/);
    // The shell sends its queued events with a beacon when the page is hidden.
    const sent = (await flushedEvents(page, 'section_indicator_clicked')).map((event) => event.name);
    expect(sent).toContain('back_to_top_clicked');
    expect(sent).toContain('service_learn_more_clicked');
    expect(sent).toContain('lead_magnet_clicked');
  });
});
