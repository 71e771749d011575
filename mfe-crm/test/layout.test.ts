import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSources, type SourceFile } from '../../scripts/source-checks/source-files';

/*
 * The remote's layout, read from its sources: the dashboard page (src/features/crm-dashboard/) puts the tabs
 * together, and the tabs and the lead page use the kit (src/crm-kit/: table, list controls, confirm buttons, status
 * badge, the CRM call layer and its sample). Arrows point one way, page -> tabs -> kit:
 * - no feature folder imports from crm-dashboard/ or from another tab's folder (a helper two need belongs in the kit);
 * - the kit imports from no feature folder (it knows no tab and no page).
 * This test fails when an import breaks a rule. Import circles are checked for every workspace by
 * scripts/check-import-circles.mjs (part of `npm test`).
 */

const SRC = path.resolve(__dirname, '..', 'src');
const DASHBOARD = path.join(SRC, 'features', 'crm-dashboard');
const FEATURES = path.join(SRC, 'features');
const KIT = path.join(SRC, 'crm-kit');

/** The remote's sources, named by their path from src/. */
function sourceFiles(): SourceFile[] {
  return readSources(['mfe-crm/src'], { tests: true }).map(({ file, text }) => ({ file: path.posix.relative('mfe-crm/src', file), text }));
}

/** Every module a file names: static imports and re-exports, and import() calls. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

function inside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The folder of the tab or page a file belongs to (features/<name>/). */
function featureFolder(file: string): string {
  return path.join(FEATURES, path.relative(FEATURES, file).split(path.sep)[0] ?? '');
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
      } else if (inFeature && inside(target, FEATURES) && !inside(target, featureFolder(full))) {
        problems.push(`${file}:${line}: imports '${specifier}' from another tab's folder; move what both use into src/crm-kit/`);
      }
      if (inKit && inside(target, FEATURES)) {
        problems.push(`${file}:${line}: the kit imports '${specifier}' from a feature folder; the kit knows no tab`);
      }
    }
  }
  return problems;
}


describe('the CRM remote layout', () => {
  it("no feature folder imports from crm-dashboard/ or another tab's folder, and the kit imports from no feature folder", () => {
    expect(existsSync(KIT)).toBe(true);
    expect(checkLayout(sourceFiles())).toEqual([]);
  });

  it('finds a tab that imports from the dashboard page or another tab, and a kit file that imports a tab', () => {
    const problems = checkLayout([
      { file: 'features/leads/leads-tab.tsx', text: "import { DataTable } from '../crm-dashboard/data-table';" },
      { file: 'features/users/users-tab.tsx', text: "const page = import('../crm-dashboard/crm-page');" },
      { file: 'features/crm-dashboard/crm-page.tsx', text: "import { CrmDashboard } from './crm-dashboard';" },
      { file: 'crm-kit/data-table.tsx', text: "import { leadName } from '../features/leads/lead-controls';" },
      { file: 'features/overview/overview-tab.tsx', text: "import { useCrmQuery } from '../../crm-kit/crm-api';" },
      { file: 'features/appointments/appointments-tab.tsx', text: "import * as styles from '../leads/leads-tab.module.css';\nimport { x } from './appointment-row';" },
    ]);
    expect(problems).toEqual([
      "features/leads/leads-tab.tsx:1: imports '../crm-dashboard/data-table' from the dashboard page; take it from src/crm-kit/",
      "features/users/users-tab.tsx:1: imports '../crm-dashboard/crm-page' from the dashboard page; take it from src/crm-kit/",
      "crm-kit/data-table.tsx:1: the kit imports '../features/leads/lead-controls' from a feature folder; the kit knows no tab",
      "features/appointments/appointments-tab.tsx:1: imports '../leads/leads-tab.module.css' from another tab's folder; move what both use into src/crm-kit/",
    ]);
  });
});
