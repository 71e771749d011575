import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Forgets one failed load: its component downloads again the next time it renders. */
const failedLoads = new Set<() => void>();

/**
 * React.lazy, except that a failed load can be tried again. A lazy component keeps the failure of its load for as long
 * as it exists, so a part whose code did not download (a dropped connection) could never load again without a reload.
 * The component returned here keeps a failure too (every render throws it to the error boundary above, so it is shown
 * rather than retried in a loop) until `retryFailedLoads()` is called: LoadBoundary calls it when it catches the
 * failure, and the download is tried again once the boundary renders its contents again (Retry, a new page).
 * `load` resolves to the component itself, not to a module with a default export.
 */
export function retryableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let current: LazyExoticComponent<ComponentType<Props>> | null = null;
  const currentLazy = (): LazyExoticComponent<ComponentType<Props>> => {
    if (current) return current;
    const created: LazyExoticComponent<ComponentType<Props>> = lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedLoads.add(() => {
            if (current === created) current = null;
          });
          throw error;
        },
      ),
    );
    current = created;
    return created;
  };
  return function RetryableLazy(props: Props) {
    return createElement(currentLazy(), props);
  };
}

/** Lets every component whose load failed download again when next rendered (LoadBoundary calls it on a failure). */
export function retryFailedLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}
