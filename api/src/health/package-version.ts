import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The api package's version, read once from api/package.json (two levels above src/ and dist/ files). */
export function readApiVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}
