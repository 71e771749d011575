import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Zone } from '../../api/test/dns-test-server';
import { E2E_PORT, REPO_ROOT } from './environment';

/**
 * The DNS the end-to-end server asks (DNS_SERVERS): a real DNS server on loopback started by the global setup, where
 * a name nobody set answers NXDOMAIN (free to buy). A test sets a name's records by writing its file, which the server
 * reads at each question, so Playwright's workers need no channel to the setup's process.
 */
export const DNS_ZONE_DIRECTORY = path.join(REPO_ROOT, 'e2e', '.runs', `dns-${E2E_PORT}`);

/** Where the e2e server tells clients to point their domains (documentation addresses and names). */
export const E2E_SITES_TARGET_IP = '203.0.113.10';
export const E2E_SITES_TARGET_HOST = 'sites.kea.example.co.nz';

export function resetDnsZones(): void {
  rmSync(DNS_ZONE_DIRECTORY, { recursive: true, force: true });
  mkdirSync(DNS_ZONE_DIRECTORY, { recursive: true });
}

/** What `name` answers from now on. */
export function setDnsRecords(name: string, zone: Zone): void {
  const file = path.join(DNS_ZONE_DIRECTORY, `${name.toLowerCase()}.json`);
  // Written whole, then renamed: the server never reads half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(zone));
  renameSync(`${file}.tmp`, file);
}
