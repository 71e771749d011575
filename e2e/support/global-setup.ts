import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORT, STATE_FILE } from './environment';
import { DnsTestServer } from '../../api/test/dns-test-server';
import { DNS_ZONE_DIRECTORY, E2E_SITES_TARGET_HOST, E2E_SITES_TARGET_IP, resetDnsZones } from './dns';
import { startTestDatabase } from './postgres';
import { startServer } from './server';

/**
 * One real PostgreSQL, one DNS server on loopback and one production server for the whole run. Tests that need a differently configured server
 * (another remote URL, say) start their own against the same database.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const database = await startTestDatabase();
  resetDnsZones();
  const dns = await DnsTestServer.start({ zoneDirectory: DNS_ZONE_DIRECTORY });
  const server = await startServer({
    port: E2E_PORT,
    databaseUrl: database.url,
    env: {
      // Every booking test comes from 127.0.0.1; the browser's own 3-per-10-minutes limit is tested by seeding it.
      SCHEDULING_BOOK_RATE_LIMIT: '1000',
      // Likewise the public writes of the assessments (wizard leads and records, discovery, consultant chats): every
      // test shares one address, and the limits themselves are covered by the API's integration tests.
      LEADS_RATE_LIMIT: '1000',
      DISCOVERY_RATE_LIMIT: '1000',
      ONBOARDING_INIT_RATE_LIMIT: '1000',
      ONBOARDING_MESSAGE_RATE_LIMIT: '5000',
      // Every page a test leaves sends its analytics batch from that one address too (60 a minute by default); the
      // tests that read the stored events would otherwise depend on how many pages the others open meanwhile.
      ANALYTICS_RATE_LIMIT: '100000',
      // Domains: the run's own DNS (e2e/support/dns.ts) and public-looking targets, so the builder shows real records.
      DNS_SERVERS: dns.address,
      SITES_TARGET_IP: E2E_SITES_TARGET_IP,
      SITES_TARGET_HOST: E2E_SITES_TARGET_HOST,
    },
  });
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify({ databaseUrl: database.url }));
  return async () => {
    await server.stop();
    await dns.close();
    await database.stop();
  };
}
