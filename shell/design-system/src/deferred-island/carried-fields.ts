/** What a visitor left in a stretch of prerendered markup: its fields' values and where focus and the caret were. */
export interface FieldsSnapshot {
  /** By field name, as FormData reads a form: a box or radio only when checked; no files. */
  values: Record<string, string>;
  focus: { index: number; selectionStart: number | null; selectionEnd: number | null } | null;
  /** The name of the field that had focus, if a named field had it. */
  focusedName: string | null;
}

const FIELDS = 'input, select, textarea';
// What can hold focus in a form's markup; the same list in the markup and in the component that replaces it.
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const NOT_VALUES = new Set(['button', 'submit', 'reset', 'image', 'file']);

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function selectionOf(element: Element): { selectionStart: number | null; selectionEnd: number | null } {
  // Inputs of some types (email, number) have no selection to read: null.
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    return { selectionStart: element.selectionStart, selectionEnd: element.selectionEnd };
  }
  return { selectionStart: null, selectionEnd: null };
}

export function readFields(container: HTMLElement): FieldsSnapshot {
  const values: Record<string, string> = {};
  for (const field of container.querySelectorAll<FieldElement>(FIELDS)) {
    if (!field.name || field.disabled || NOT_VALUES.has(field.type)) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
    values[field.name] = field.value;
  }
  const focusable = [...container.querySelectorAll(FOCUSABLE)];
  const focused = document.activeElement;
  const index = focused ? focusable.indexOf(focused) : -1;
  if (!focused || index === -1) return { values, focus: null, focusedName: null };
  const focusedName = focused.getAttribute('name');
  return { values, focus: { index, ...selectionOf(focused) }, focusedName };
}

/** Puts focus, and the caret or selection, back on the same control of the markup that replaced the snapshot's. */
export function restoreFocus(container: HTMLElement, snapshot: FieldsSnapshot): void {
  if (!snapshot.focus) return;
  const { index, selectionStart, selectionEnd } = snapshot.focus;
  const element = container.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
  if (!element) return;
  element.focus({ preventScroll: true });
  if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && selectionStart !== null) {
    element.setSelectionRange(selectionStart, selectionEnd ?? selectionStart);
  }
}
