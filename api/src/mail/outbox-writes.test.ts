import path from 'node:path';
import { entitiesOf, findTableWrites, readSources } from '../database/table-writes';

/*
 * One way to write an outbox row (api/README.md, 'Background jobs'): every mail goes in through
 * OutboxService.enqueue (or its statement, enqueueStatement, for a caller's one-statement CTE), and the worker's and
 * the CRM's state changes are OutboxService's too. table-owners.test.ts keeps other modules out of the table; this
 * keeps the mail module itself to one file and one INSERT.
 */

const SOURCES = readSources(path.resolve(__dirname, '..'));
const OUTBOX_WRITES = findTableWrites(SOURCES, entitiesOf(SOURCES)).filter((write) => write.table === 'outbox_email');

describe('outbox writes', () => {
  it('are all in outbox.service.ts', () => {
    expect(OUTBOX_WRITES.filter((write) => write.file !== 'mail/outbox.service.ts').map((write) => `${write.file}:${write.line} ${write.statement}`)).toEqual([]);
  });

  it('insert rows in exactly one statement, the one enqueue builds', () => {
    expect(OUTBOX_WRITES.filter((write) => write.statement === 'INSERT INTO outbox_email')).toHaveLength(1);
  });
});
