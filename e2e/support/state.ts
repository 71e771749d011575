import { readFileSync } from 'node:fs';
import { STATE_FILE } from './environment';

export function testDatabaseUrl(): string {
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { databaseUrl: string };
  return state.databaseUrl;
}
