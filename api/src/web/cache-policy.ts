import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const DEFAULT_ASSET = 'public, max-age=86400';

/** A content hash in the name (`main.3f9a1c2b.js`, `chunk-ab12cd34ef.css`) means the bytes never change. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;
/** Entry points and manifests keep their names across deploys, so browsers must revalidate them. */
const ENTRY_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt']);

/** Cache-Control for a built file, judged by its name (a .br/.gz sibling counts as the original). */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (HASHED_NAME.test(name)) return IMMUTABLE;
  if (ENTRY_EXTENSIONS.has(path.extname(name).toLowerCase())) return NO_CACHE;
  return DEFAULT_ASSET;
}
