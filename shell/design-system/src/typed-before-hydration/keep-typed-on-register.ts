type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The part of a form library's field registration this needs: react-hook-form's register() result fits. */
interface Registration {
  name: string;
  ref: (element: FieldElement | null) => void;
}

/** Elements registered before: only an element's first registration can find prerendered input in it. */
const registered = new WeakSet<FieldElement>();

/** What the element holds that a person put there: text, a chosen option, a checked box or radio. */
function heldValue(element: FieldElement): string | null {
  if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) {
    return element.checked ? element.value : null;
  }
  return element.value === '' ? null : element.value;
}

/**
 * An uncontrolled form (react-hook-form) writes each field's default value into the DOM as it registers the
 * element. For a prerendered field that would wipe what was typed, picked or autofilled before React took the page
 * over. The registration's ref is wrapped so the element's value is read first, at the very moment of registering
 * (nothing typed up to then is lost), and handed to `adopt` once the form holds the element. A field React creates
 * itself starts empty, so this only ever acts on prerendered markup. Each element is looked at once: the form's
 * later re-registrations (a new ref on every render) are left alone.
 */
export function keepTypedOnRegister<R extends Registration>(registration: R, adopt: (name: string, value: string, element: FieldElement) => void): R {
  const register = registration.ref;
  return {
    ...registration,
    ref: (element: FieldElement | null) => {
      const held = element && !registered.has(element) ? heldValue(element) : null;
      if (element) registered.add(element);
      register(element);
      if (element && held !== null) adopt(registration.name, held, element);
    },
  };
}
