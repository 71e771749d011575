import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Who writes which table, read from the API's sources: every INSERT INTO / UPDATE / DELETE FROM in SQL text and
 * every MikroORM write of an entity. `table-owners.test.ts` compares the result with TABLE_OWNERS; the same scan
 * gives the figures of the README. It reads text, not a parse tree: SQL keywords are upper case and table names
 * lower case in this code base, which is what keeps `FOR UPDATE`, `DO UPDATE SET` and prose out.
 */

export interface SourceFile {
  /** Path relative to `api/src`, with forward slashes (`leads/leads.service.ts`). */
  file: string;
  text: string;
}

export interface TableWrite {
  table: string;
  /** The writing file's module: its first folder under `api/src` (`leads`). */
  module: string;
  file: string;
  line: number;
  /** What was found: `INSERT INTO lead`, `orm nativeDelete(Lead)`. */
  statement: string;
}

/**
 * Not scanned, and why (api/README.md, 'Who writes which table'): tests arrange their own rows; migrations change
 * the schema and its seeded rows before any module runs; backups copy and restore whole databases.
 */
export const EXEMPT_FROM_OWNERSHIP: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  { pattern: /\.test\.ts$/, reason: 'tests arrange their own rows' },
  { pattern: /^database\/migrations\//, reason: 'migrations change the schema and its seeded rows' },
  { pattern: /^backup\//, reason: 'backups copy and restore whole databases with pg_dump and pg_restore' },
];

/** A write in SQL text; `FOR UPDATE`, `FOR NO KEY UPDATE`, `DO UPDATE SET` and `ON UPDATE` are locks and upserts. */
const SQL_WRITE = /(?<!\b(?:FOR|KEY|DO|ON)\s+)\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_][a-z0-9_]*)"?/g;
/** EntityManager calls that write, or queue a write for the next flush. */
const ORM_WRITE_CALL = /\.(create|insert|insertMany|nativeInsert|nativeUpdate|nativeDelete|upsert|upsertMany|persist|persistAndFlush|remove|removeAndFlush|flush)\(/;
/** `@Entity({ tableName: 'lead' }) export class Lead`. */
const ENTITY_DECLARATION = /@Entity\(\{\s*tableName:\s*'([a-z_]+)'[^)]*\)\s*export\s+class\s+(\w+)/g;
/** `CREATE TABLE lead` / `CREATE TABLE "user"` in a migration. */
const CREATE_TABLE = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?/g;

export function isExempt(file: string): boolean {
  return EXEMPT_FROM_OWNERSHIP.some(({ pattern }) => pattern.test(file));
}

export function moduleOf(file: string): string {
  const slash = file.indexOf('/');
  return slash === -1 ? '(root)' : file.slice(0, slash);
}

/** Every `.ts` file under `root` (declaration files left out), paths relative to it. */
export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        files.push({ file: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(root);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

/** The tables the migrations create. */
export function tablesOf(files: SourceFile[]): Set<string> {
  const tables = new Set<string>();
  for (const { file, text } of files) {
    if (!file.startsWith('database/migrations/')) continue;
    for (const match of text.matchAll(CREATE_TABLE)) tables.add(match[1] as string);
  }
  return tables;
}

/** Entity class name -> table, from the `*.entity.ts` files. */
export function entitiesOf(files: SourceFile[]): Map<string, string> {
  const entities = new Map<string, string>();
  for (const { file, text } of files) {
    if (!file.endsWith('.entity.ts')) continue;
    for (const match of text.matchAll(ENTITY_DECLARATION)) entities.set(match[2] as string, match[1] as string);
  }
  return entities;
}

/** Comments out, lengths kept, so line numbers still point at the source. */
function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[\s;{}(),])\/\/[^\n]*/g, (comment, before: string) => before + blank(comment.slice(before.length)));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Every write found in the non-exempt files. */
export function findTableWrites(files: SourceFile[], entities: Map<string, string>): TableWrite[] {
  const writes: TableWrite[] = [];
  const entityArgument = new RegExp(`\\.\\w+\\(\\s*(${[...entities.keys()].join('|') || '(?!)'})\\b`, 'g');
  for (const { file, text: source } of files) {
    if (isExempt(file)) continue;
    const text = withoutComments(source);
    const module = moduleOf(file);
    for (const match of text.matchAll(SQL_WRITE)) {
      const statement = `${(match[1] as string).replace(/\s+/g, ' ')} ${match[2] as string}`;
      writes.push({ table: match[2] as string, module, file, line: lineOf(text, match.index), statement });
    }
    // An ORM write: the file calls a writing EntityManager method and hands it (or a find before it) an entity class.
    // Every entity the file passes to the EntityManager counts as written by it, which errs on the safe side.
    if (!ORM_WRITE_CALL.test(text)) continue;
    for (const match of text.matchAll(entityArgument)) {
      const table = entities.get(match[1] as string) as string;
      writes.push({ table, module, file, line: lineOf(text, match.index), statement: `orm ${match[0].slice(1).replace(/\s+/g, '')})` });
    }
  }
  return writes;
}

/** Table -> the modules that write it, each with its files: the figure the README gives. */
export function writersByTable(writes: TableWrite[]): Map<string, Map<string, Set<string>>> {
  const byTable = new Map<string, Map<string, Set<string>>>();
  for (const write of writes) {
    const modules = byTable.get(write.table) ?? new Map<string, Set<string>>();
    const files = modules.get(write.module) ?? new Set<string>();
    files.add(write.file);
    modules.set(write.module, files);
    byTable.set(write.table, modules);
  }
  return byTable;
}
