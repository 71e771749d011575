import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A federation runtime plugin, built into every app (webpack.federation.js, `runtimePlugins`). The runtime keeps the
 * promise of a shared module's download in the share scope and hands it to every later consumer, including after it
 * failed (module-federation/core#5068, open): one dropped request when the live chat first opens would leave the
 * chat, or any other part that loads on use, broken until a reload. This forgets the failed load, so the next
 * attempt downloads the module again; a load that succeeded stays as it is.
 */
export default function forgetFailedSharedLoads(): ModuleFederationRuntimePlugin {
  return {
    name: 'forget-failed-shared-loads',
    errorLoadShare({ pkgName, shareScopeMap }) {
      for (const scope of Object.values(shareScopeMap)) {
        for (const shared of Object.values(scope[pkgName] ?? {})) {
          if (shared.loading && !shared.loaded && !shared.lib) delete shared.loading;
        }
      }
    },
  };
}
