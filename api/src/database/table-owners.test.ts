import path from 'node:path';
import { TABLE_OWNERS } from './table-owners';
import { entitiesOf, findTableWrites, readSources, tablesOf, type SourceFile, type TableWrite } from './table-writes';

/*
 * One write path per table (api/README.md, 'Who writes which table'): only the module TABLE_OWNERS names writes a
 * table, in SQL or through the ORM; every other module calls the owner's write functions inside its own transaction.
 */

const SOURCES = readSources(path.resolve(__dirname, '..'));
const TABLES = tablesOf(SOURCES);
const ENTITIES = entitiesOf(SOURCES);

function describeWrite(write: TableWrite): string {
  return `${write.file}:${write.line} ${write.statement} (owner: ${TABLE_OWNERS[write.table] ?? 'none'})`;
}

/** The writes a module makes to a table it does not own. */
function secondWriters(writes: TableWrite[]): string[] {
  return writes.filter((write) => TABLE_OWNERS[write.table] !== write.module).map(describeWrite);
}

describe('one write path per table', () => {
  it('names one existing module as the owner of every table the migrations create, and no other table', () => {
    expect([...TABLES].sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
    const modules = new Set(SOURCES.map(({ file }) => file.split('/')[0]));
    expect(Object.values(TABLE_OWNERS).filter((owner) => !modules.has(owner))).toEqual([]);
  });

  it('finds the writes it is meant to find (the scan is not blind)', () => {
    const writes = findTableWrites(SOURCES, ENTITIES);
    expect(writes.some((write) => write.table === 'lead' && write.file === 'leads/merge-lead.ts' && write.statement === 'INSERT INTO lead')).toBe(true);
    expect(writes.some((write) => write.table === 'user' && write.file === 'users/users.service.ts' && write.statement.startsWith('orm '))).toBe(true);
    expect(writes.some((write) => write.table === 'rate_limit_counter' && write.statement === 'DELETE FROM rate_limit_counter')).toBe(true);
  });

  it('writes only tables the migrations create', () => {
    const unknown = findTableWrites(SOURCES, ENTITIES).filter((write) => !TABLES.has(write.table));
    expect(unknown.map(describeWrite)).toEqual([]);
  });

  it('has every table written by its owner alone', () => {
    expect(secondWriters(findTableWrites(SOURCES, ENTITIES))).toEqual([]);
  });
});

describe('the ownership check itself', () => {
  const entities = new Map([['Lead', 'lead']]);
  const owned: SourceFile = {
    file: 'leads/lead-writes.ts',
    text: "await client.query(`INSERT INTO lead (email) VALUES ($1)`, [email]);\nawait client.query('DELETE FROM lead WHERE id = $1', [id]);",
  };

  it('accepts the owner writing its table', () => {
    expect(secondWriters(findTableWrites([owned], entities))).toEqual([]);
  });

  it('catches a second module writing the table in SQL, and says where', () => {
    const intruder: SourceFile = {
      file: 'scheduling/booking-lead.ts',
      text: "// the booking's person\nawait client.query(\n  `UPDATE lead SET phone = $2\n    WHERE id = $1`,\n  [id, phone],\n);",
    };
    expect(secondWriters(findTableWrites([owned, intruder], entities))).toEqual(['scheduling/booking-lead.ts:3 UPDATE lead (owner: leads)']);
  });

  it('catches a second module writing the table through the ORM', () => {
    const intruder: SourceFile = { file: 'chat/chat-leads.ts', text: 'await this.em.fork().nativeDelete(Lead, { id });' };
    expect(secondWriters(findTableWrites([owned, intruder], entities))).toEqual(['chat/chat-leads.ts:1 orm nativeDelete(Lead) (owner: leads)']);
  });

  it('reads locks, upserts, comments and prose as no writes', () => {
    const reader: SourceFile = {
      file: 'crm/crm-figures.service.ts',
      text: [
        '/* UPDATE lead SET status here would be a second writer */',
        "// DELETE FROM lead is the leads module's job",
        "await client.query('SELECT id FROM lead WHERE id = $1 FOR UPDATE', [id]);",
        "await client.query('SELECT id FROM lead FOR NO KEY UPDATE OF lead SKIP LOCKED');",
        "await client.query('INSERT INTO rate_limit_counter (key) VALUES ($1) ON CONFLICT (key) DO UPDATE SET count = 1');",
        "throw new Error('The update returned no row');",
      ].join('\n'),
    };
    expect(findTableWrites([reader], entities).map((write) => write.statement)).toEqual(['INSERT INTO rate_limit_counter']);
  });

  it('leaves out tests, migrations and backups', () => {
    const exempt = ['leads/leads-create.test.ts', 'database/migrations/Migration1_x.ts', 'backup/restore.cli.ts'].map((file) => ({
      file,
      text: "await client.query('UPDATE lead SET status = $1');",
    }));
    expect(findTableWrites(exempt, entities)).toEqual([]);
  });
});
