import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * A floating widget's launcher button (the live chat's, the feedback widget's): when its panel is closed from inside
 * (Escape, the close button), focus goes back to the launcher once it is shown again. `close` is what the panel calls.
 */
export function useLauncherFocus(open: boolean, setOpen: (open: boolean) => void) {
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  return { launcherRef, close };
}

/** The open panel's keydown handler: Escape closes it (and goes no further, so a dialog around it stays open). */
export function closeOnEscape(onClose: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
}
