import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { readFields, restoreFocus, type FieldsSnapshot } from './carried-fields';

type Load = () => Promise<ComponentType>;

export interface DeferredIslandProps {
  /** Names the island's element (`data-island`), by which a visitor's browser finds its prerendered markup. */
  name: string;
  /** The island's component in a chunk of its own: `() => import('./form').then((module) => module.Form)`. */
  load: Load;
  className?: string;
}

/**
 * How an island renders, chosen once when it mounts:
 * - 'prerendered': a visitor's browser hydrating a prerendered page. The island's markup is kept as it arrived, not
 *   hydrated, until the visitor is about to use it; then its code loads and takes the markup's place.
 * - 'rendered': a page rendered in the browser (a visitor who came by a link inside the app), or a server render
 *   (the build's prerender step renders the markup with react-dom/server): the component itself, loaded on mount.
 * - 'placeholder': the build's prerender step rendering the page in its browser. The markup comes from that step's
 *   server render; leaving the code out here keeps it out of the files the page prefetches (shell/scripts/prerender.mjs).
 */
type Mode = 'prerendered' | 'rendered' | 'placeholder';

const loadedComponents = new WeakMap<Load, ComponentType>();
const loadingComponents = new WeakMap<Load, Promise<ComponentType>>();

function loadOnce(load: Load): Promise<ComponentType> {
  let loading = loadingComponents.get(load);
  if (!loading) {
    loading = load().then(
      (component) => {
        loadedComponents.set(load, component);
        return component;
      },
      (error: unknown) => {
        loadingComponents.delete(load); // the next use tries again
        throw error;
      },
    );
    loadingComponents.set(load, loading);
  }
  return loading;
}

const lazyComponents = new WeakMap<Load, ComponentType>();

function lazyComponent(load: Load): ComponentType {
  let component = lazyComponents.get(load);
  if (!component) {
    component = retryableLazy(() => loadOnce(load));
    lazyComponents.set(load, component);
  }
  return component;
}

const subscribeToNothing = () => () => undefined;

/** True while React renders on a server or hydrates server markup (the server snapshot), false in a browser render. */
function useServerSnapshot(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** Set by the build's prerender step (shell/scripts/prerender.mjs) before the page's scripts run. */
function isPrerenderBuild(): boolean {
  return typeof window !== 'undefined' && (window as { __AGENCY_PRERENDER__?: boolean }).__AGENCY_PRERENDER__ === true;
}

function islandElement(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-island="${CSS.escape(name)}"]`);
}

function chooseMode(name: string, serverSnapshot: boolean): { mode: Mode; markup: string } {
  if (typeof document === 'undefined') return { mode: 'rendered', markup: '' };
  if (isPrerenderBuild()) return { mode: serverSnapshot ? 'rendered' : 'placeholder', markup: '' };
  const element = serverSnapshot ? islandElement(name) : null;
  if (element?.hasChildNodes()) return { mode: 'prerendered', markup: element.innerHTML };
  return { mode: 'rendered', markup: '' };
}

/** What a visitor left in an island's prerendered fields before its code arrived. */
export interface CarriedFields {
  /** Typed, chosen or autofilled values by field name, as FormData would read them. */
  values: Record<string, string>;
  /** The field that had focus then (and has it again); the others were left, as a blur would have told. */
  focusedName: string | null;
}

const CarriedFieldsContext = createContext<CarriedFields | null>(null);

/**
 * The fields a visitor used in an island's prerendered markup, for a component inside a DeferredIsland to start its
 * form state from; null when the component did not take prerendered markup's place.
 */
export function useCarriedFields(): CarriedFields | null {
  return useContext(CarriedFieldsContext);
}

/**
 * A prerendered part of a page that needs its code only once someone uses it (a form below the fold, say): its code
 * stays out of the page's first load. Until the visitor comes near it (it nears the viewport, or is focused, pressed
 * or typed into), the prerendered markup stays in place, inert to React (so nothing above it, a context that changes
 * included, can make React throw it away); its links, fields and native controls work meanwhile. Then the component
 * loads and replaces the markup in one commit, starting from what was typed there (`useCarriedFields`), with focus
 * and the caret where they were, and a submit pressed meanwhile is sent again.
 */
export function DeferredIsland({ name, load, className }: DeferredIslandProps) {
  const serverSnapshot = useServerSnapshot();
  const [{ mode, markup }] = useState(() => chooseMode(name, serverSnapshot));
  // Chosen once per mount too: switching from the lazy wrapper to the loaded component on a later render would be a
  // different component type, and React would remount it and lose what was typed.
  const [Rendered] = useState(() => loadedComponents.get(load) ?? lazyComponent(load));
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  const staticElement = useRef<HTMLDivElement | null>(null);
  const liveElement = useRef<HTMLDivElement | null>(null);
  const carried = useRef<FieldsSnapshot | null>(null);
  const submitPressed = useRef(false);
  const loadRequested = useRef(false);

  const loadNow = useCallback(() => {
    if (loadRequested.current) return;
    loadRequested.current = true;
    loadOnce(load).then(
      // Not in a transition: the swap renders and commits in one task, so nothing typed can fall between the
      // moment the fields are read (below) and the moment the markup is replaced.
      (component) => setLoaded(() => component),
      (error: unknown) => {
        loadRequested.current = false;
        console.error(`The '${name}' section could not be loaded; the next use tries again`, error);
      },
    );
  }, [load, name]);

  const observeApproach = useCallback(
    (element: HTMLDivElement | null) => {
      staticElement.current = element;
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadNow(), {
        rootMargin: '50% 0px',
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [loadNow],
  );

  // The fields as the visitor left them, read as the component first renders in the markup's place.
  if (Loaded && carried.current === null && staticElement.current) carried.current = readFields(staticElement.current);

  useLayoutEffect(() => {
    if (Loaded && carried.current && liveElement.current) restoreFocus(liveElement.current, carried.current);
  }, [Loaded]);

  useEffect(() => {
    if (!Loaded || !submitPressed.current) return;
    submitPressed.current = false;
    liveElement.current?.querySelector('form')?.requestSubmit();
  }, [Loaded]);

  if (mode === 'placeholder') return <div data-island={name} className={className} />;
  if (mode === 'rendered') {
    return (
      <div data-island={name} className={className}>
        <Suspense fallback={null}>
          <Rendered />
        </Suspense>
      </div>
    );
  }
  if (Loaded) {
    return (
      <div key="live" data-island={name} className={className} ref={liveElement}>
        <CarriedFieldsContext.Provider value={carried.current}>
          <Loaded />
        </CarriedFieldsContext.Provider>
      </div>
    );
  }
  return (
    <div
      key="prerendered"
      data-island={name}
      className={className}
      ref={observeApproach}
      // The markup as the server wrote it: React keeps it and does not look inside.
      dangerouslySetInnerHTML={{ __html: markup }}
      suppressHydrationWarning
      onFocusCapture={loadNow}
      onPointerDownCapture={loadNow}
      onKeyDownCapture={loadNow}
      onSubmitCapture={(event) => {
        // Not sent natively (a GET of the page with the fields in its URL): sent by the component once it is here.
        event.preventDefault();
        submitPressed.current = true;
        loadNow();
      }}
    />
  );
}
