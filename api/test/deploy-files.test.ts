import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../src/config/app-config';
import { loadSitesConfig } from '../src/sites/sites.config';

const ROOT = path.join(__dirname, '..', '..');
const DEPLOY = path.join(ROOT, 'deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');

/** KEY=value lines of an environment file, as systemd's EnvironmentFile reads them (no quotes used here). */
function environmentFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** `api/dist/x.js` in a unit is the build of `api/src/x.ts`. */
function sourceOf(distFile: string): string {
  return path.join(ROOT, distFile.replace(/^api\/dist\//, 'api/src/').replace(/\.js$/, '.ts'));
}

/** The deploy/ files as production uses them: nothing here is adapted for a test. */
describe('deploy/', () => {
  it('Caddyfile parses with its production defaults: the agency host, both instances health checked, the ask, public certificates', async () => {
    // Only PATH and HOME: every {$NAME:default} takes its default, as on a server with an empty caddy.env.
    const { stdout } = await promisify(execFile)('caddy', ['adapt', '--config', path.join(DEPLOY, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    const text = stdout;
    const config = JSON.parse(text) as { apps: { tls: { automation: { on_demand: { ask: string }; policies: { issuers?: { module: string }[]; on_demand?: boolean }[] } } } };
    expect(text).toContain('"agency.example.co.nz"');
    expect(text).toContain('"dial":"127.0.0.1:3001"');
    expect(text).toContain('"dial":"127.0.0.1:3002"');
    expect(text).toContain('"uri":"/api/health"');
    expect(config.apps.tls.automation.on_demand.ask).toBe('http://127.0.0.1:2080/api/sites/tls-allowed');
    expect(config.apps.tls.automation.policies.find((policy) => policy.on_demand)?.issuers).toEqual([expect.objectContaining({ module: 'acme' })]);
  });

  it('the example environment is a configuration the server starts with (PUBLIC_URL with TRUST_PROXY)', () => {
    const env = environmentFile(read('agency.env.example'));
    expect(env).toMatchObject({ TRUST_PROXY: 'loopback', PUBLIC_URL: expect.stringMatching(/^https:\/\//) });
    const config = loadConfig({ ...env, PORT: '3001' });
    expect(config.publicUrl).toBe(env.PUBLIC_URL);
    expect(loadSitesConfig(env)).toMatchObject({
      dnsServers: env.DNS_SERVERS?.split(','),
      targets: { ipv4: env.SITES_TARGET_IP, host: env.SITES_TARGET_HOST },
      targetsWarning: null,
    });
  });

  it('the systemd units run what the build makes, the backup where the environment says', () => {
    const units = ['systemd/agency-api@.service', 'systemd/agency-backup.service'];
    for (const unit of units) {
      const exec = /^ExecStart=\/usr\/bin\/node (\S+)$/m.exec(read(unit))?.[1] ?? '';
      expect(existsSync(sourceOf(exec))).toBe(true);
    }
    expect(read('systemd/agency-backup.service')).toContain('ExecStart=/usr/bin/node api/dist/backup/backup.cli.js');
    expect(read('systemd/agency-backup.service')).toContain(`${environmentFile(read('agency.env.example')).DATA_DIR}/backups`);
    expect(read('systemd/agency-backup.timer')).toMatch(/^OnCalendar=/m);
    expect(read('systemd/caddy.service.d/agency.conf')).toContain('--config /srv/agency/deploy/Caddyfile');
  });
});
