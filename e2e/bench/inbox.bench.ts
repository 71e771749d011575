import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { Pool } from 'pg';
import { signInAsAdminThroughApi } from '../support/accounts';
import { gotoInteractive } from '../support/navigation';
import { testDatabaseUrl } from '../support/state';
import { CPU_SLOWDOWN, firstUseSamples, SAMPLES, summary, throttle, timeInteraction, type Row } from './interaction-timing';
import { printTable } from './table';

/*
 * The CRM's Live Chat tab with 500 open conversations (seeded in one SQL statement each for conversations and their
 * messages): how long from the click on the tab to the painted conversation list (the newest 200, as the API serves
 * it), under Chromium's 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate), first use in a fresh browser and again
 * on the same page. How the time is taken: interaction-timing.ts. Figures only; nothing here asserts a time.
 */

const CONVERSATIONS = 500;
const rows: Row[] = [];

test.afterAll(() => {
  printTable(`Live Chat inbox with ${CONVERSATIONS} open conversations, ${CPU_SLOWDOWN}x CPU slowdown, median of ${SAMPLES}`, rows.map(summary));
});

/** 500 open, unassigned conversations with a visitor message each; ids are 32 hex characters, as the id rule allows. */
async function seedConversations(tag: string): Promise<void> {
  const pool = new Pool({ connectionString: testDatabaseUrl(), max: 1 });
  try {
    await pool.query(
      `WITH c AS (
         INSERT INTO chat_conversation (id, visitor_name, last_message_id, last_message, last_message_at, created_at)
         SELECT md5($1 || n), 'Inbox visitor ' || n, 1, 'Kia ora, question ' || n || ' about a new website', now() - make_interval(secs => n),
                now() - make_interval(secs => n)
           FROM generate_series(1, $2::int) AS n
         RETURNING id, last_message, last_message_at)
       INSERT INTO chat_message (conversation_id, id, sender, body, created_at) SELECT id, 1, 'user', last_message, last_message_at FROM c`,
      [tag, CONVERSATIONS],
    );
    await pool.query('ANALYZE chat_conversation');
  } finally {
    await pool.end();
  }
}

/** The painted list: its first conversation (the newest) is on screen. */
const LIST = '[role="tabpanel"][data-state="active"] ul[aria-label="Conversations"] li';

async function openLiveChatTimed(page: Page) {
  const sample = await timeInteraction(page, LIST, () => page.getByRole('tab', { name: 'Live Chat', exact: true }).click());
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('listitem')).toHaveCount(200);
  return sample;
}

async function openCrmAsAdmin(page: Page): Promise<void> {
  await signInAsAdminThroughApi(page);
  await gotoInteractive(page, '/crm');
  await expect(page.getByRole('tab', { name: 'Overview', exact: true })).toHaveAttribute('aria-selected', 'true');
}

test(`CRM Live Chat tab with ${CONVERSATIONS} open conversations`, async ({ browser, page }) => {
  test.setTimeout(300_000);
  await seedConversations(`inbox-bench-${randomUUID()}`);

  const first = await firstUseSamples(browser, async (fresh) => {
    await openCrmAsAdmin(fresh);
    await throttle(fresh);
    return openLiveChatTimed(fresh);
  });
  rows.push({ interaction: 'Live Chat tab, first render (fresh browser: chunk, list request, 200 rows)', samples: first });

  await openCrmAsAdmin(page);
  await throttle(page);
  await openLiveChatTimed(page);
  const again = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    await page.getByRole('tab', { name: 'Overview', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Overview', exact: true })).toHaveAttribute('aria-selected', 'true');
    again.push(await openLiveChatTimed(page));
  }
  rows.push({ interaction: 'Live Chat tab again (same page, list cached and refetched)', samples: again });
});
