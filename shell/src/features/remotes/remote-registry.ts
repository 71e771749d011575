import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { TRemoteEntry, TRemoteName } from '@agency/contracts';
import type { RemoteRootComponent, RemoteRootModule } from '@agency/contracts/platform';
import { prefetchRemoteFiles } from './remote-prefetch';

/**
 * contracts' REMOTE_EXPOSED_MODULE ('./Root') as the manifest names it. Spelled
 * out: a value import from contracts would pull zod into the first visit.
 */
const EXPOSED_NAME = 'Root';
/** Waits between attempts to load a remote over the network; then the error panel offers Retry. */
const RETRY_DELAYS_MS = [300, 1000, 3000];

let registered: readonly TRemoteEntry[] = [];
const roots = new Map<TRemoteName, Promise<RemoteRootComponent>>();
/** Roots whose load has finished: rendered straight away, with no Suspense fallback in between. */
const loadedRoots = new Map<TRemoteName, RemoteRootComponent>();
const preparers = new Map<TRemoteName, NonNullable<RemoteRootModule['prepare']>>();
const preloaded = new Set<TRemoteName>();

/**
 * A remote's container script. Every build writes remoteEntry.js beside its mf-manifest.json (the configured URL), and
 * loading it directly skips a request for the manifest before each remote's first load. The manifest-reading part of
 * the federation runtime is left out of the shell's build (`disableSnapshot`, about 1.5 KB gzipped of main.js); only
 * preloading reads the manifest (remote-prefetch.ts).
 */
function remoteEntryUrl(manifestUrl: string): string {
  return new URL('remoteEntry.js', new URL(manifestUrl, window.location.href)).href;
}

export function registerRemoteEntries(entries: readonly TRemoteEntry[]): void {
  registerRemotes(entries.map(({ name, manifestUrl }) => ({ name, entry: remoteEntryUrl(manifestUrl) })));
  registered = entries;
}

export function registeredRemotes(): readonly TRemoteEntry[] {
  return registered;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function withBackoff<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

async function importRoot(name: TRemoteName): Promise<RemoteRootComponent> {
  const module = await loadRemote<Partial<RemoteRootModule>>(`${name}/${EXPOSED_NAME}`);
  if (!module?.default) {
    throw new Error(`Remote "${name}" did not expose a root component`);
  }
  if (module.prepare) preparers.set(name, module.prepare);
  return module.default;
}

/** Loads what the remote's page at `pathname` needs to render without suspending (a loaded remote only). */
export async function prepareRemotePage(name: TRemoteName, pathname: string): Promise<void> {
  await preparers.get(name)?.(pathname);
}

/** The remote's root component, loaded once; a failed load is forgotten so the next call tries again. */
export function loadRemoteRoot(name: TRemoteName): Promise<RemoteRootComponent> {
  const cached = roots.get(name);
  if (cached) return cached;
  const loading = withBackoff(() => importRoot(name));
  roots.set(name, loading);
  loading.then(
    (root) => loadedRoots.set(name, root),
    () => {
      if (roots.get(name) === loading) roots.delete(name);
    },
  );
  return loading;
}

export function loadedRemoteRoot(name: TRemoteName): RemoteRootComponent | undefined {
  return loadedRoots.get(name);
}

/**
 * Fetches a remote's entry and root chunks (not executing them) so the click
 * that follows finds them in the cache. Best effort: errors are left for the
 * real load to report.
 */
export function preloadRemoteRoot(name: TRemoteName): void {
  const entry = registered.find((candidate) => candidate.name === name);
  if (preloaded.has(name) || roots.has(name) || !entry) return;
  preloaded.add(name);
  prefetchRemoteFiles(entry.manifestUrl, remoteEntryUrl(entry.manifestUrl), EXPOSED_NAME).catch(() => {
    preloaded.delete(name);
  });
}
