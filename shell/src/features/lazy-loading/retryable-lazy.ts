import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy remembers a failed load for as long as the component exists, so a part whose code did not download
 * (a dropped connection) could never load again. This returns a getter for one lazy component, kept while its load
 * succeeds or is under way and forgotten when it fails: the next render after a failure (a Retry) downloads again.
 */
export function retryableLazy<Props>(load: () => Promise<ComponentType<Props>>): () => LazyExoticComponent<ComponentType<Props>> {
  let current: LazyExoticComponent<ComponentType<Props>> | null = null;
  return () => {
    if (current) return current;
    const created = lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          if (current === created) current = null;
          throw error;
        },
      ),
    );
    current = created;
    return created;
  };
}
