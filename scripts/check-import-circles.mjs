#!/usr/bin/env node
/*
 * No import circles in any workspace. A circle ties files that should stand in layers (a page, the kit its tabs
 * use, the helpers under both); a file that needs a piece of its importer takes it from a third file both import.
 * Type-only imports count too: they tie the files as well. Part of `npm test`; `--fixture` proves the check sees
 * a circle.
 *
 * dpdm reads each workspace through its own tsconfig (paths, extensions) and stops at package boundaries, so a
 * workspace's circle is reported once, by that workspace.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const WORKSPACES = [
  { sources: 'contracts/src', tsconfig: 'contracts/tsconfig.json' },
  { sources: 'shell/src', tsconfig: 'shell/tsconfig.json' },
  { sources: 'shell/design-system/src', tsconfig: 'shell/tsconfig.json' },
  { sources: 'shell/api-client/src', tsconfig: 'shell/api-client/tsconfig.json' },
  { sources: 'shell/forms/src', tsconfig: 'shell/forms/tsconfig.json' },
  { sources: 'shell/router/src', tsconfig: 'shell/tsconfig.json' },
  { sources: 'mfe-marketing/src', tsconfig: 'mfe-marketing/tsconfig.json' },
  { sources: 'mfe-client/src', tsconfig: 'mfe-client/tsconfig.json' },
  { sources: 'mfe-crm/src', tsconfig: 'mfe-crm/tsconfig.json' },
  { sources: 'mfe-builder/src', tsconfig: 'mfe-builder/tsconfig.json' },
  { sources: 'api/src', tsconfig: 'api/tsconfig.json' },
  { sources: 'api/test', tsconfig: 'api/tsconfig.json' },
  { sources: 'e2e', tsconfig: 'e2e/tsconfig.json' },
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The circles among the files under `directory` (paths relative to the repository). */
export async function importCircles(directory, tsconfig) {
  const tree = await parseDependencyTree(`${directory}/**/*.{ts,tsx}`, {
    context: ROOT,
    tsconfig: tsconfig && path.join(ROOT, tsconfig),
    transform: false,
    skipDynamicImports: false,
    // Other workspaces and packages are another check's business (dpdm matches the resolved, absolute path).
    include: new RegExp(`^${escapeRegExp(path.resolve(ROOT, directory))}/`),
    exclude: /node_modules|\/dist\//,
  });
  return parseCircular(tree);
}

async function checkFixture() {
  const directory = mkdtempSync(path.join(tmpdir(), 'circles-'));
  try {
    writeFileSync(path.join(directory, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(directory, 'b.ts'), "import type { a } from './a';\nexport const b = 1;\nexport type A = typeof a;\n");
    const relative = path.relative(ROOT, directory);
    const circles = await importCircles(relative.startsWith('..') ? directory : relative, undefined);
    if (circles.length !== 1) throw new Error(`the fixture's circle was not found: ${JSON.stringify(circles)}`);
    console.log('import circles: the check finds a circle through a type import');
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv.includes('--fixture')) return checkFixture();
  let found = 0;
  for (const { sources, tsconfig } of WORKSPACES) {
    const circles = await importCircles(sources, tsconfig);
    found += circles.length;
    for (const circle of circles) console.error(`import circle in ${sources}: ${[...circle, circle[0]].join(' -> ')}`);
  }
  if (found > 0) {
    console.error(`${found} import circle(s). Take the shared piece into a third file both import (scripts/check-import-circles.mjs).`);
    process.exit(1);
  }
  console.log(`import circles: none in ${WORKSPACES.length} source folders`);
}

await main();
