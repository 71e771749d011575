import { expect, type Locator } from '@playwright/test';

/*
 * Keyboard-only helpers: a test that uses them moves and acts with keys alone, as a person without a pointer does,
 * and checks on the way that each control it lands on shows where focus is.
 */

const MOST_TAB_STOPS = 250;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * The focused control shows a focus indicator: a non-transparent outline or a box-shadow ring, on the control or, for
 * a native input drawn as a card (checkbox and radio cards, star ratings), on the label or card around it.
 */
export async function expectFocusVisible(target: Locator): Promise<void> {
  const shown = await target.evaluate((element) => {
    const visible = (node: Element) => {
      const style = getComputedStyle(node);
      const transparent = style.outlineColor === 'transparent' || /rgba\(.*,\s*0\)$/.test(style.outlineColor);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent;
      return outline || style.boxShadow !== 'none';
    };
    const around = [element, element.parentElement, element.parentElement?.parentElement].filter(Boolean) as Element[];
    return around.some(visible);
  });
  expect(shown, `a visible focus indicator on ${target.toString()}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until the target has focus, then checks its focus is visible. */
export async function tabTo(target: Locator, { backwards = false } = {}): Promise<void> {
  const page = target.page();
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MOST_TAB_STOPS; presses += 1) {
    if (await isFocused(target)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a control and presses a key on it (Enter for buttons and links, Space for checkboxes and radios). */
export async function tabAndPress(target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(target);
  await target.page().keyboard.press(key);
}

/** Tabs to a text field and types into it (select-all first, so it replaces what was there). */
export async function tabAndType(target: Locator, text: string): Promise<void> {
  await tabTo(target);
  const page = target.page();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to a native select and picks an option by typing until it is selected (a select follows typed letters). */
export async function tabAndSelect(target: Locator, label: string): Promise<void> {
  await tabTo(target);
  const page = target.page();
  for (let presses = 0; presses < 40; presses += 1) {
    const chosen = await target.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '');
    if (chosen === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${label} was never selected in ${target.toString()}`);
}

/** Focus is somewhere inside the container (a dialog or panel). */
export async function expectFocusWithin(container: Locator): Promise<void> {
  await expect.poll(() => container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}


/** Picks a radio of a group with the keyboard: Tab into the group, Space on the first, arrows down to the one wanted. */
export async function chooseRadio(group: Locator, name: string | RegExp): Promise<void> {
  const page = group.page();
  const target = group.getByRole('radio', { name, exact: typeof name === 'string' });
  await tabTo(group.getByRole('radio').first());
  await page.keyboard.press('Space');
  for (let presses = 0; presses < 20 && !(await target.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
}

/** Ticks checkboxes with Tab and Space. */
export async function tickBoxes(container: Locator, names: string[]): Promise<void> {
  for (const name of names) {
    const box = container.getByRole('checkbox', { name, exact: true });
    await tabAndPress(box, 'Space');
    await expect(box).toBeChecked();
  }
}
