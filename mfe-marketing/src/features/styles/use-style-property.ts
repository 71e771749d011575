import { useLayoutEffect, useRef } from 'react';

/**
 * Sets one CSS property of an element through the CSSOM instead of a `style` attribute. The site's CSP has no
 * 'unsafe-inline' for styles, which refuses `style="..."` in prerendered markup but not properties set from script;
 * the server renderer runs no effects, so the prerendered element carries its stylesheet default until hydration.
 */
export function useStyleProperty<TElement extends HTMLElement>(property: string, value: string) {
  const ref = useRef<TElement>(null);
  useLayoutEffect(() => {
    ref.current?.style.setProperty(property, value);
  }, [property, value]);
  return ref;
}
