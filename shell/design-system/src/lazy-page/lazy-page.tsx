import { useState, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { retryableLazy } from './retryable-lazy';

export type LazyPage = ComponentType & { preload(): Promise<ComponentType> };

/**
 * What a page module may export beside its page: parts the page's first render needs (a form loaded with
 * `lazyPage` too), loaded before the page counts as loaded. A prerendered page is then hydrated whole, its fields
 * kept as the visitor left them, instead of a section waiting for its code and being rendered afresh later.
 */
export interface PagePreparation {
  preparePage?: () => Promise<unknown>;
}

/**
 * A page in its own chunk, loaded when first shown, or earlier through `preload()` (a remote's `prepare` calls it
 * before a prerendered page is hydrated, so hydration completes in one go instead of suspending).
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType> & PagePreparation>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> =>
    (loading ??= load().then(
      async (module) => {
        await module.preparePage?.();
        return (loaded = module[name]);
      },
      (error: unknown) => {
        loading = undefined; // the next visit tries again
        throw error;
      },
    ));
  const Suspending = retryableLazy(preload);

  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would be a different
    // component type, and React would remount the page and lose its state.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Page, { preload });
}

/** The `prepare(pathname)` a remote's root module exports: preloads the page its routes render for that path. */
export function routePreparer(routes: ReadonlyArray<{ path: string; page: LazyPage }>): (pathname: string) => Promise<void> {
  return async (pathname) => {
    const route = routes.find(({ path }) => matchPath({ path, end: true }, pathname));
    if (route) await route.page.preload();
  };
}
