import { useLayoutEffect, useRef, type RefObject } from 'react';

type Fields = HTMLFormElement | HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Prerendered fields can be typed into, or autofilled, before React takes the page over. Hydration keeps what the
 * DOM holds but not in the component's state, so a controlled field would show text its form does not know about
 * (a search that does not filter, a form that says a filled field is missing). Once, when the element mounts, this
 * hands `adopt` the non-empty values it holds by field name: every named field of a form, or the one field.
 * A layout effect, so it runs in the same task as the commit that hydrated the fields: a key pressed after that task
 * reaches a form whose state already holds every earlier one (with a passive effect, a key typed into one field
 * between the commit and the effect re-rendered the form from its empty state and wiped the others).
 */
export function useTypedBeforeHydration(ref: RefObject<Fields | null>, adopt: (values: Record<string, string>) => void): void {
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const values: Record<string, string> = {};
    if (element instanceof HTMLFormElement) {
      for (const [name, value] of new FormData(element)) {
        if (typeof value === 'string' && value !== '') values[name] = value;
      }
    } else if (element.value !== '') {
      values[element.name] = element.value;
    }
    if (Object.keys(values).length > 0) adoptRef.current(values);
  }, [ref]);
}
