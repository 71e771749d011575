import type { Page } from '@playwright/test';

/*
 * The live chat panel fits the window in every state (issue: a visitor's first minute loses nothing). Run in the page:
 * every control of the panel is reached the way a keyboard reaches it (focus, which scrolls whatever must scroll) or,
 * for a label, scrolled into view; it must then lie inside the panel's box and the window, answer
 * document.elementFromPoint at its centre, and leave the panel's header and composer where they were, in view.
 */

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, label, [role="button"], [role="radio"], [tabindex="0"]';

/** What is wrong with the open panel; empty when everything fits. */
export function chatPanelProblems(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const problems: string[] = [];
    const panel = document.querySelector<HTMLElement>('[role="dialog"]#live-chat-panel');
    if (!panel) return ['no open chat panel'];
    const header = panel.querySelector<HTMLElement>(':scope > div:first-child');
    const composer = panel.querySelector<HTMLElement>('form:has(textarea[placeholder="Type your message..."])');
    if (!header || !composer) return [`header ${header ? 'found' : 'missing'}, composer ${composer ? 'found' : 'missing'}`];
    const text = (element: Element) =>
      (element.getAttribute('aria-label') || (element as HTMLElement).innerText || element.getAttribute('placeholder') || element.tagName)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : ''} '${text(element)}'`;
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5 && inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    const viewport = new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    const frame = panel.getBoundingClientRect();
    if (!inside(frame, viewport)) problems.push(`the panel (${Math.round(frame.top)}..${Math.round(frame.bottom)}) is not inside the window (0..${window.innerHeight})`);
    const headerAt = header.getBoundingClientRect();
    const composerAt = composer.getBoundingClientRect();
    const fixedInView = (when: string) => {
      for (const [name, element, was] of [
        ['header', header, headerAt],
        ['composer', composer, composerAt],
      ] as const) {
        const now = element.getBoundingClientRect();
        if (Math.abs(now.top - was.top) > 0.5 || !inside(now, frame) || !inside(now, viewport)) {
          problems.push(`the ${name} moved or left the panel ${when} (top ${Math.round(was.top)} -> ${Math.round(now.top)})`);
        }
      }
    };
    fixedInView('at the start');
    const controls = Array.from(panel.querySelectorAll<HTMLElement>(selector)).filter((element) => {
      const box = element.getBoundingClientRect();
      // Screen-reader-only text is not something a person sees or taps; disabled controls are checked all the same.
      return box.width >= 2 && box.height >= 2 && getComputedStyle(element).visibility !== 'hidden';
    });
    for (const control of controls) {
      const focusable = control.tabIndex >= 0 && !(control as HTMLButtonElement).disabled;
      if (focusable) control.focus();
      else control.scrollIntoView({ block: 'nearest' });
      await nextFrame();
      await nextFrame();
      const box = control.getBoundingClientRect();
      const name = describe(control);
      if (focusable && document.activeElement !== control) problems.push(`${name} cannot take focus`);
      // The message log may be taller than the middle that scrolls it: it must show, not fit.
      const isLog = control.getAttribute('role') === 'log';
      if (isLog ? box.bottom <= frame.top || box.top >= frame.bottom : !inside(box, frame)) problems.push(`${name} (${Math.round(box.top)}..${Math.round(box.bottom)}) is outside the panel (${Math.round(frame.top)}..${Math.round(frame.bottom)})`);
      // A scrolling log taller than the middle is checked at the middle's visible part, not at its own centre.
      let scroller = control.parentElement;
      while (scroller && scroller !== panel && !/auto|scroll/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
      const clip = (scroller ?? panel).getBoundingClientRect();
      const visible = new DOMRect(box.left, Math.max(box.top, clip.top), box.width, Math.min(box.bottom, clip.bottom) - Math.max(box.top, clip.top));
      const x = visible.left + visible.width / 2;
      const y = visible.top + visible.height / 2;
      const hit = document.elementFromPoint(x, y);
      const label = control instanceof HTMLLabelElement ? control.control : null;
      if (!hit || !(control.contains(hit) || (label && (hit === label || label.contains(hit))))) {
        problems.push(`${name} is covered at its centre by ${hit ? describe(hit) : 'nothing'}`);
      }
      fixedInView(`after reaching ${name}`);
    }
    if (controls.length === 0) problems.push('no controls found in the panel');
    (document.activeElement as HTMLElement | null)?.blur();
    return problems;
  }, CONTROLS);
}
