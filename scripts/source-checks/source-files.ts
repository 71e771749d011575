import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * What every source-reading check starts from: the TypeScript files under some folders, with their text. The checks
 * that hold a convention (query keys, forms, the CRM's layout, table owners, New Zealand time) read the sources this
 * way and name files by their path from the repository's root.
 */

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The shell's and the four remotes' sources: the browser apps. */
export const APP_SOURCE_ROOTS = ['shell/src', 'mfe-marketing/src', 'mfe-client/src', 'mfe-crm/src', 'mfe-builder/src'] as const;

export interface SourceFile {
  /** Path from the repository's root, with forward slashes. */
  file: string;
  text: string;
}

/** Every .ts and .tsx file under the given folders (paths from the repository's root); tests left out unless asked. */
export function readSources(roots: readonly string[], { tests = false }: { tests?: boolean } = {}): SourceFile[] {
  return roots.flatMap((root) =>
    readdirSync(path.join(REPO_ROOT, root), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !name.split(path.sep).includes('node_modules'))
      .filter((name) => tests || !/\.(test|spec)\.tsx?$/.test(name))
      .sort()
      .map((name) => {
        const file = path.posix.join(root, name.split(path.sep).join('/'));
        return { file, text: readFileSync(path.join(REPO_ROOT, file), 'utf8') };
      }),
  );
}
