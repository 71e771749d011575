import { REMOTE_NAMES, REMOTE_ROUTES, defaultManifestUrl, type TRemotesConfig } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';

/** /remotes.json: where the shell finds each remote at run time (REMOTE_<NAME>_URL, else this server). */
export function buildRemotesConfig(config: AppConfig): TRemotesConfig {
  return {
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      manifestUrl: config.remoteManifestUrls[name] ?? defaultManifestUrl(name),
      routes: REMOTE_ROUTES[name],
    })),
  };
}
