import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The remote's layout, read from its sources: the dashboard page (src/features/crm-dashboard/) puts the tabs
 * together, and the tabs and the lead page use the kit (src/crm-kit/: table, list controls, confirm buttons, status
 * badge, the CRM call layer and its sample). Arrows point one way, page -> tabs -> kit:
 * - no feature folder imports from crm-dashboard/ (a helper the tabs need belongs in the kit);
 * - the kit imports from no feature folder (it knows no tab and no page).
 * - no import circles (a file that needs a piece of its importer takes it from a third file both import).
 * This test fails when an import breaks a rule.
 */

const SRC = path.resolve(__dirname, '..', 'src');
const DASHBOARD = path.join(SRC, 'features', 'crm-dashboard');
const FEATURES = path.join(SRC, 'features');
const KIT = path.join(SRC, 'crm-kit');

export interface SourceFile {
  /** Path from src/, with forward slashes. */
  file: string;
  text: string;
}

function sourceFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        files.push({ file: path.relative(SRC, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(SRC);
  return files;
}

/** Every module a file names: static imports and re-exports, and import() calls. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

function inside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

export function checkLayout(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const { file, text } of files) {
    const full = path.join(SRC, file);
    const inDashboard = inside(full, DASHBOARD);
    const inFeature = inside(full, FEATURES) && !inDashboard;
    const inKit = inside(full, KIT);
    if (!inFeature && !inKit) continue;
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? '';
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(full), specifier);
      const line = text.slice(0, match.index).split('\n').length;
      if (inFeature && inside(target, DASHBOARD)) {
        problems.push(`${file}:${line}: imports '${specifier}' from the dashboard page; take it from src/crm-kit/`);
      }
      if (inKit && inside(target, FEATURES)) {
        problems.push(`${file}:${line}: the kit imports '${specifier}' from a feature folder; the kit knows no tab`);
      }
    }
  }
  return problems;
}

/** The source file a relative specifier names, from src/ ('./x' -> x.ts, x.tsx or x/index.ts); undefined for CSS. */
function resolveSource(file: string, specifier: string, known: Set<string>): string | undefined {
  const base = path.posix.join(path.posix.dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => known.has(candidate));
}

/** Each import circle once, as 'a -> b -> a', over relative imports (types included: they tie the files as well). */
export function importCircles(files: SourceFile[]): string[] {
  const known = new Set(files.map(({ file }) => file));
  const edges = new Map<string, string[]>();
  for (const { file, text } of files) {
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => match[1] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveSource(file, specifier, known))
      .filter((target): target is string => target !== undefined);
    edges.set(file, targets);
  }
  const circles = new Set<string>();
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at !== -1) {
      const loop = trail.slice(at);
      // The same circle entered elsewhere: start it at its smallest name.
      const start = loop.indexOf([...loop].sort()[0] ?? file);
      const rotated = [...loop.slice(start), ...loop.slice(0, start)];
      circles.add([...rotated, rotated[0]].join(' -> '));
      return;
    }
    if (done.has(file)) return;
    for (const target of edges.get(file) ?? []) visit(target, [...trail, file]);
    done.add(file);
  };
  for (const file of [...known].sort()) visit(file, []);
  return [...circles].sort();
}

describe('the CRM remote layout', () => {
  it('no feature folder imports from crm-dashboard/, and the kit imports from no feature folder', () => {
    expect(checkLayout(sourceFiles())).toEqual([]);
  });

  it('has no import circles', () => {
    expect(existsSync(KIT)).toBe(true);
    expect(importCircles(sourceFiles())).toEqual([]);
  });

  it('finds an import circle, types included', () => {
    const circles = importCircles([
      { file: 'crm-kit/sample/sample-crm.ts', text: "import { LEAD_SAMPLE_HANDLERS } from './leads-sample';" },
      { file: 'crm-kit/sample/leads-sample.ts', text: "import { sampleError, type SampleHandlers } from './sample-crm';" },
      { file: 'crm-kit/sample/sample-state.ts', text: "import { seedLeadSample } from './leads-seed';" },
      { file: 'crm-kit/sample/leads-seed.ts', text: "import type { SampleState } from './sample-state';\nimport './leads-seed.module.css';" },
      { file: 'crm-kit/sample/sample-paging.ts', text: "import { z } from 'zod';" },
    ]);
    expect(circles).toEqual([
      'crm-kit/sample/leads-sample.ts -> crm-kit/sample/sample-crm.ts -> crm-kit/sample/leads-sample.ts',
      'crm-kit/sample/leads-seed.ts -> crm-kit/sample/sample-state.ts -> crm-kit/sample/leads-seed.ts',
    ]);
  });

  it('finds a tab that imports from the dashboard page and a kit file that imports a tab', () => {
    const problems = checkLayout([
      { file: 'features/leads/leads-tab.tsx', text: "import { DataTable } from '../crm-dashboard/data-table';" },
      { file: 'features/users/users-tab.tsx', text: "const page = import('../crm-dashboard/crm-page');" },
      { file: 'features/crm-dashboard/crm-page.tsx', text: "import { CrmDashboard } from './crm-dashboard';" },
      { file: 'crm-kit/data-table.tsx', text: "import { leadName } from '../features/leads/lead-controls';" },
      { file: 'features/overview/overview-tab.tsx', text: "import { useCrmQuery } from '../../crm-kit/crm-api';" },
    ]);
    expect(problems).toEqual([
      "features/leads/leads-tab.tsx:1: imports '../crm-dashboard/data-table' from the dashboard page; take it from src/crm-kit/",
      "features/users/users-tab.tsx:1: imports '../crm-dashboard/crm-page' from the dashboard page; take it from src/crm-kit/",
      "crm-kit/data-table.tsx:1: the kit imports '../features/leads/lead-controls' from a feature folder; the kit knows no tab",
    ]);
  });
});
