import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { TRemoteEntry, TRemoteName } from '@agency/contracts';
import type { RemoteRootComponent, RemoteRootModule } from '@agency/contracts/platform';

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

export function registerRemoteEntries(entries: readonly TRemoteEntry[]): void {
  // The manifest (not remoteEntry.js) is the entry: it lists each expose's
  // chunks, which is what preloading needs.
  registerRemotes(entries.map(({ name, manifestUrl }) => ({ name, entry: manifestUrl })));
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
  if (preloaded.has(name) || roots.has(name) || !registered.some((entry) => entry.name === name)) return;
  preloaded.add(name);
  preloadRemote([{ nameOrAlias: name, exposes: [EXPOSED_NAME] }]).catch(() => {
    preloaded.delete(name);
  });
}
