import { REMOTE_NAMES, REMOTE_ROUTES, ZRemotesConfig, defaultManifestUrl, type TRemotesConfig } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';

/**
 * /remotes.json: where the shell finds each remote at run time (REMOTE_<NAME>_URL, else this server). Checked
 * against the contract here, once at start, because the production shell trusts it without bundling zod.
 */
export function buildRemotesConfig(config: AppConfig): TRemotesConfig {
  return ZRemotesConfig.parse({
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      manifestUrl: config.remoteManifestUrls[name] ?? defaultManifestUrl(name),
      routes: REMOTE_ROUTES[name],
    })),
  });
}
