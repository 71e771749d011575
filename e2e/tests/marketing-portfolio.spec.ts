import { expect, test } from '@playwright/test';
import { gotoInteractive } from '../support/navigation';

const PROJECTS: Array<{ id: string; title: string; duration: string; team: string }> = [
  { id: 'watalotigot', title: 'Watalotigot Marketplace', duration: '6 months', team: '4 people' },
  { id: 'farmdirect', title: 'FarmDirect', duration: '8 months', team: '5 people' },
  { id: 'g2arch', title: 'G2 Architecture Platform', duration: '10 months', team: '6 people' },
];

test('the portfolio shows its stats, three projects and the next steps', async ({ page }) => {
  await gotoInteractive(page, '/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Portfolio' })).toBeVisible();
  await expect(page).toHaveTitle('Portfolio | Kea AI Studio');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /architecture design platform/);

  const stats = page.getByRole('list', { name: 'Our track record' });
  for (const text of ['50Projects Completed', '25Happy Clients', '100%Efficiency Gain']) {
    await expect(stats).toContainText(text);
  }

  await expect(page.getByRole('article')).toHaveCount(3);
  for (const project of PROJECTS) {
    const card = page.getByRole('article', { name: project.title });
    await expect(card).toContainText(`Duration${project.duration}`);
    await expect(card).toContainText(`Team${project.team}`);
    await expect(card).toContainText('Client');
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem').first()).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Case Study' })).toHaveAttribute('href', `/case-study/${project.id}`);
  }
  await expect(page.getByRole('article', { name: 'FarmDirect' })).toContainText('Farmer-Direct Marketplace');
  await expect(page.getByRole('article', { name: 'G2 Architecture Platform' })).toContainText('Architecture Design Platform');

  await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/#contact');
  await expect(page.getByRole('link', { name: 'Take the Discovery Assessment' })).toHaveAttribute('href', '/discovery');
});

test('Quick Preview opens a dialog about the project that leads to its case study', async ({ page }) => {
  await gotoInteractive(page, '/portfolio');
  await page.getByRole('article', { name: 'FarmDirect' }).getByRole('button', { name: 'Quick Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'FarmDirect' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('8 months');
  await expect(dialog.getByRole('heading', { name: 'Key results' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'FarmDirect' }).getByRole('button', { name: 'Quick Preview' })).toBeFocused();

  await page.getByRole('article', { name: 'G2 Architecture Platform' }).getByRole('button', { name: 'Quick Preview' }).click();
  await page.getByRole('dialog', { name: 'G2 Architecture Platform' }).getByRole('link', { name: 'Read the Full Case Study' }).click();
  await expect(page).toHaveURL(/\/case-study\/g2arch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'G2 Architecture Platform' })).toBeVisible();
});

for (const project of PROJECTS) {
  test(`the ${project.id} case study shows its facts, story and calls to action`, async ({ page }) => {
    await gotoInteractive(page, '/portfolio');
    await page.getByRole('article', { name: project.title }).getByRole('link', { name: 'View Case Study' }).click();
    await expect(page).toHaveURL(new RegExp(`/case-study/${project.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await expect(page).toHaveTitle(`${project.title} Case Study | Kea AI Studio`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(project.title));
    await expect(page.getByRole('definition').filter({ hasText: project.duration })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: project.team })).toBeVisible();
    for (const heading of ['Overview', 'Challenges', 'Solutions', 'Results', 'Technologies']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('img').first()).toHaveAttribute('width', '640');
    await expect(page.getByRole('main').getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/book-consultation');
    await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/#contact');
  });
}

test('an unknown case study says so and links back to the portfolio', async ({ page }) => {
  await gotoInteractive(page, '/case-study/no-such-project');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Study Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Case Study Not Found | Kea AI Studio');
  await page.getByRole('link', { name: /Back to Portfolio/ }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Portfolio' })).toBeVisible();
});
