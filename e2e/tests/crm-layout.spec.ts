import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { boardColumn, createLeadThroughApi, leadRow, leadsTable, openCrm, searchLeads, uniqueLead } from '../support/crm';

/*
 * The CRM as a working tool on a laptop (1280×800) and a phone (390×844): what an admin sees on the first screen
 * without scrolling, the tab bar on one row, the lead list on a phone, e-mail addresses and the board's drag preview.
 * Regressions guarded: four tall figure cards and a wrapped tab bar ('Feedback' alone on a second row) that pushed the
 * lists below the fold; a phone's five rows of tabs and a squeezed seven-column table; addresses broken mid-word
 * ('john.smi / th@bigc…'); a drag preview one letter wide ('T a m a N…').
 */

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

function crmTabs(page: Page) {
  return page.getByRole('tablist', { name: 'CRM sections' });
}

/** The element's box in the viewport's coordinates, as the page first shows it. */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box on the page').not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Entirely on the first screen: nothing of it below the fold or past either edge. */
async function expectOnFirstScreen(page: Page, locator: Locator): Promise<void> {
  const viewport = page.viewportSize() ?? LAPTOP;
  const { x, y, width, height } = await box(locator);
  expect(await page.evaluate(() => window.scrollY), 'the page has not been scrolled').toBe(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y + height, 'its bottom is above the fold').toBeLessThanOrEqual(viewport.height);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width, 'its right edge is on the screen').toBeLessThanOrEqual(viewport.width);
}

/** The tabs' tops, rounded: one distinct value when they sit on one row. */
async function tabRows(page: Page): Promise<number> {
  const tops = await crmTabs(page)
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(tops).toHaveLength(10);
  return new Set(tops).size;
}

/** Lead Management's table once its first page is in (the header row and at least one lead). */
async function firstLeadRow(page: Page): Promise<Locator> {
  await expect(leadsTable(page)).not.toHaveAttribute('aria-busy', 'true');
  const rows = leadsTable(page).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  return rows.nth(1);
}

test.describe('CRM on a laptop (1280×800)', () => {
  test.use({ viewport: LAPTOP });

  test('Lead Management opens with the figures, all ten tabs on one row and the first lead on the first screen', async ({ page }) => {
    await createLeadThroughApi(page.request, uniqueLead('Fold Table'));
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');

    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Total Leads', { exact: true })).toBeVisible();
    await expectOnFirstScreen(page, summary);
    expect(await tabRows(page)).toBe(1);
    // Every tab fits: nothing to scroll to at this width.
    expect(await crmTabs(page).evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    await expectOnFirstScreen(page, crmTabs(page));
    await expectOnFirstScreen(page, await firstLeadRow(page));
  });

  test("the board's columns and the first card whole are on the first screen, below one row of tabs", async ({ page }) => {
    await createLeadThroughApi(page.request, uniqueLead('Fold Board'));
    await signInAsAdminThroughApi(page);
    await page.goto('/crm?tab=leads&view=board');
    const column = boardColumn(page, 'new');
    const firstCard = column.getByRole('listitem').first();
    await expect(firstCard).toBeVisible();
    expect(await tabRows(page)).toBe(1);
    for (const status of ['new', 'cold', 'warm', 'hot', 'won', 'lost']) await expectOnFirstScreen(page, boardColumn(page, status).getByRole('heading'));
    // The whole first card: it can be read, opened and moved (handle or Move to list) from the first screen.
    await expectOnFirstScreen(page, firstCard);
  });

  test('the tabs keep their keyboard and screen-reader semantics: arrows and End move and open, one tab selected', async ({ page }) => {
    await signInAsAdminThroughApi(page);
    await openCrm(page);
    const tabs = crmTabs(page);
    await tabs.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Lead Management' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Lead Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Lead Management' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Feedback' })).toBeFocused();
    await expect(tabs.getByRole('tab', { selected: true })).toHaveText(['Feedback']);
    await expect(page).toHaveURL(/[?&]tab=feedback\b/);
  });

  test("the board's drag preview is the card at the card's width, not a letter-wide strip", async ({ page }) => {
    const lead = uniqueLead('Drag Width');
    await createLeadThroughApi(page.request, lead);
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');
    await page.getByRole('button', { name: 'Board' }).click();
    await searchLeads(page, lead.company);
    const card = boardColumn(page, 'new').getByRole('listitem').filter({ hasText: lead.name });
    await expect(card).toHaveCount(1);
    const cardBox = await box(card);

    const handle = card.getByRole('button', { name: `Drag ${lead.name}` });
    const start = await box(handle);
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    // Past the sensor's few pixels of slack, so the drag starts, then on towards the next column.
    await page.mouse.move(start.x + start.width / 2 + 20, start.y + start.height / 2 + 10, { steps: 4 });
    await page.mouse.move(start.x + start.width / 2 + 80, start.y + start.height / 2 + 30, { steps: 4 });

    // The preview is presentational (the announcements speak for it): found by its test id.
    const preview = page.getByTestId('drag-preview');
    await expect(preview).toBeVisible();
    const previewBox = await box(preview);
    expect(previewBox.width, 'the preview is as wide as the card').toBeGreaterThanOrEqual(cardBox.width - 1);
    // Its name wraps as the card's does, not a letter per line.
    const nameInPreview = await box(preview.getByText(lead.name, { exact: true }));
    const nameInCard = await box(card.getByRole('link', { name: lead.name }));
    expect(nameInPreview.height).toBeLessThanOrEqual(nameInCard.height + 1);

    // Escape puts the card back where it was.
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect(preview).toBeHidden();
    await expect(boardColumn(page, 'new').getByRole('link', { name: lead.name })).toBeVisible();
  });
});

test.describe('CRM on a phone (390×844)', () => {
  test.use({ viewport: PHONE });

  test('an admin reaches the first lead within the first screen, in a stacked row that fits the width', async ({ page }) => {
    await createLeadThroughApi(page.request, uniqueLead('Phone List'));
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');

    // The figures and the tabs take a few lines, not four cards and five rows of tabs.
    expect(await tabRows(page)).toBe(1);
    const row = await firstLeadRow(page);
    const name = row.getByRole('link').first();
    await expectOnFirstScreen(page, name);
    // The row is usable where it is: its status, value and delete controls are all on the screen's width.
    await expectOnFirstScreen(page, row.getByRole('button', { name: /^Delete lead / }));
    for (const control of [row.getByRole('combobox', { name: /^Status of / }), row.getByRole('textbox', { name: /^Value of / })]) {
      const { x, width } = await box(control);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(PHONE.width);
    }
    // Nothing scrolls sideways: neither the page nor the table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    const tableRegion = page.getByRole('region', { name: 'Leads, scrollable table' });
    expect(await tableRegion.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
  });

  test('the tab bar is one row that scrolls: the open tab is scrolled into view and the keyboard reaches every tab', async ({ page }) => {
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'feedback');
    const tabs = crmTabs(page);
    expect(await tabRows(page)).toBe(1);
    const within = async (tab: Locator) => {
      const list = await box(tabs);
      const { x, width } = await box(tab);
      expect(x).toBeGreaterThanOrEqual(list.x - 1);
      expect(x + width).toBeLessThanOrEqual(list.x + list.width + 1);
    };
    // Opened by its address, the last tab shows in the bar although it is past the screen's edge.
    await within(tabs.getByRole('tab', { name: 'Feedback', selected: true }));
    await tabs.getByRole('tab', { name: 'Feedback' }).focus();
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toBeFocused();
    await within(tabs.getByRole('tab', { name: 'Overview', selected: true }));
  });
});

for (const viewport of [LAPTOP, PHONE]) {
  test(`e-mail addresses are on one line, never broken mid-word, with the whole address to hand (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const token = randomUUID().slice(0, 8);
    const email = `tama.ngata.${token}.accounts-payable@kauri-labs-international-example.co.nz`;
    const lead = uniqueLead('Long Address', email);
    await createLeadThroughApi(page.request, lead);
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');
    await searchLeads(page, lead.company);

    const link = leadRow(page, lead.company).getByRole('link', { name: email });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `mailto:${email}`);
    await expect(link).toHaveAttribute('title', email);
    const layout = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        whiteSpace: style.whiteSpace,
        textOverflow: style.textOverflow,
        height: element.getBoundingClientRect().height,
        fontSize: parseFloat(style.fontSize),
        right: element.getBoundingClientRect().right,
      };
    });
    expect(layout.whiteSpace).toBe('nowrap');
    expect(layout.textOverflow).toBe('ellipsis');
    // One line of text: well under two lines' height.
    expect(layout.height).toBeLessThan(layout.fontSize * 2.2);
    expect(layout.right).toBeLessThanOrEqual(viewport.width);
  });
}
