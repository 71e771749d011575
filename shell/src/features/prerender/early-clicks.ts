/*
 * A prerendered page paints long before its JavaScript has taken it over. Links work natively in the meantime (they
 * are real <a href>), but a button does nothing until React owns it: a visitor who taps 'Start Your Journey' early
 * would lose the tap. The last such press is kept in one slot on window and pressed again once the page is hydrated.
 * Two recorders fill the slot: the script a content page inlines in place of main.js, which starts the app at the
 * visitor's first intent (shell/scripts/take-over-on-intent.js), and this module, first in main.js, for the pages
 * that load main.js directly.
 */
interface EarlyPressWindow {
  __agencyEarlyPress?: HTMLButtonElement | null;
}

const slot = window as EarlyPressWindow;
let listening = false;

function record(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('button') : null;
  // Only buttons inside the prerendered page; a link navigates on its own.
  if (target instanceof HTMLButtonElement && !target.disabled && document.getElementById('root')?.contains(target)) {
    slot.__agencyEarlyPress = target;
  }
}

/**
 * A press on a submit button before React owns its form would send the form natively: a GET of the page with the
 * fields in its URL (and in server logs). Such a submission is stopped; the press itself is replayed (below). The
 * inline script of a page started on intent does the same until this takes over.
 */
function holdNativeSubmission(event: SubmitEvent): void {
  const form = event.target;
  if (form instanceof HTMLFormElement && document.getElementById('root')?.contains(form) && !hydrated(form)) event.preventDefault();
}

/**
 * Starts recording presses on the prerendered markup's buttons (only when the page arrived prerendered), and holding
 * back the native submission of its forms until React owns them (for as long as the page lives: sections hydrate on
 * their own time).
 */
export function recordEarlyClicks(): void {
  if (listening || !document.getElementById('root')?.hasChildNodes()) return;
  listening = true;
  document.addEventListener('click', record, { capture: true });
  document.addEventListener('submit', holdNativeSubmission, { capture: true });
}

/** Checks between attempts to find the pressed button hydrated; after the last one it is pressed regardless. */
const HYDRATION_CHECK_MS = 50;
const HYDRATION_CHECKS = 200;

/**
 * Whether React has attached to a prerendered node. React keeps its props on the node under a '__reactProps$' key
 * once it owns it; a page's sections hydrate after the root commits (each Suspense boundary on its own), and a click
 * on a part still waiting for its code would be dropped.
 */
function hydrated(element: HTMLElement): boolean {
  // Inside a deferred island (design system's DeferredIsland) the markup stays unhydrated until used: the island's
  // own element is the one React owns, and it takes a press there as the signal to load its code.
  const owner = element.closest<HTMLElement>('[data-island]') ?? element;
  return Object.keys(owner).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Stops recording (called once the root has committed; from then on React handles clicks itself) and presses the
 * recorded button again, on the same element (hydration keeps the prerendered nodes) as soon as React owns it.
 */
export function replayEarlyClick(): void {
  document.removeEventListener('click', record, { capture: true });
  listening = false;
  const target = slot.__agencyEarlyPress;
  slot.__agencyEarlyPress = null;
  if (!target) return;
  let checks = 0;
  const press = () => {
    if (!target.isConnected) return;
    if (hydrated(target) || checks >= HYDRATION_CHECKS) {
      target.click();
      return;
    }
    checks += 1;
    window.setTimeout(press, HYDRATION_CHECK_MS);
  };
  press();
}
