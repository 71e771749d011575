import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Button } from '@agency/design-system/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@agency/design-system/dialog';

/*
 * Dialogs opened from a row of a table, list or board are not rendered inside the row. A refetch, a new search, a
 * re-sort or a change made elsewhere may re-render, move or drop the row while its dialog is open; a dialog living in
 * the row would close with it (a lead found by search could not be deleted). The row's button only asks; the dialog
 * lives above every list and stays open until it is answered.
 */

/** Where focus goes back to when a row's dialog closes. */
export interface DialogOpener {
  element: HTMLElement | null;
  /** The button's accessible name, to find it again if its row was drawn anew. */
  label: string | null;
  /** The list's section, whose heading takes focus when the row itself is gone (e.g. after a delete). */
  section: HTMLElement | null;
}

export function openerOf(element: Element | null): DialogOpener {
  const html = element instanceof HTMLElement ? element : null;
  return {
    element: html,
    label: html?.getAttribute('aria-label') ?? null,
    section: html?.closest('section') ?? null,
  };
}

function focusHeading(section: HTMLElement | null): void {
  const heading = section?.isConnected ? section.querySelector<HTMLElement>('h1, h2, h3') : null;
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * A confirmed delete removes the row a moment after the dialog closed (when the list is read again), taking the
 * focused button with it: focus then goes to the list's heading instead of falling to the page's start.
 */
function followRemoval(element: HTMLElement, section: HTMLElement | null): void {
  if (!section) return;
  const settle = (): boolean => {
    if (element.isConnected) return false;
    observer.disconnect();
    if (!document.activeElement || document.activeElement === document.body) focusHeading(section);
    return true;
  };
  const observer = new MutationObserver(settle);
  observer.observe(section, { childList: true, subtree: true });
  // Chrome blurs a focused element while removing it (still connected at that moment): look once the removal is
  // done. Still there then, the person moved focus on: nothing to follow.
  element.addEventListener('blur', () => setTimeout(() => settle() || observer.disconnect(), 0), { once: true });
}

/** Focus back to the button that opened the dialog, or the same button drawn anew, or the list's heading. */
export function focusOpener(opener: DialogOpener | null): void {
  if (!opener) return;
  if (opener.element?.isConnected) {
    opener.element.focus();
    followRemoval(opener.element, opener.section);
    return;
  }
  const again = opener.label
    ? document.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(opener.label)}"]:not([disabled])`)
    : null;
  if (again) {
    again.focus();
    followRemoval(again, opener.section);
    return;
  }
  focusHeading(opener.section);
}

/**
 * A dialog's subject opened from a row (a project id, a chat id), remembered with the button that opened it so
 * closing puts focus back there. The state belongs to the list's owner, never to a row.
 */
export function useRowDialog<Subject>() {
  const [subject, setSubject] = useState<Subject | null>(null);
  const [opener, setOpener] = useState<DialogOpener | null>(null);
  const open = useCallback((next: Subject, from: Element | null) => {
    setOpener(openerOf(from));
    setSubject(next);
  }, []);
  const close = useCallback(() => setSubject(null), []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      focusOpener(opener);
    },
    [opener],
  );
  return { subject, open, close, onCloseAutoFocus };
}

export interface ConfirmRequest {
  /** The confirming button's text, e.g. 'Delete'. */
  action: string;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  destructive?: boolean;
  /** The text of the button that leaves everything as it was: 'Cancel' unless that reads like the action itself ('Keep order' beside 'Cancel order'). */
  dismiss?: string;
}

type AskToConfirm = (request: ConfirmRequest, from: Element | null) => void;

const ConfirmContext = createContext<AskToConfirm | null>(null);

interface OpenConfirm {
  request: ConfirmRequest;
  opener: DialogOpener;
  open: boolean;
}

/** Holds the one confirmation dialog of the screen; rows ask for it with useConfirm(). */
export function RowDialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<OpenConfirm | null>(null);
  const ask = useCallback<AskToConfirm>((request, from) => setState({ request, opener: openerOf(from), open: true }), []);
  // The request stays after closing, so the dialog's text does not change while it fades out.
  const onOpenChange = useCallback((open: boolean) => setState((current) => (current && !open ? { ...current, open: false } : current)), []);

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      <Dialog open={state?.open ?? false} onOpenChange={onOpenChange}>
        {state ? (
          <DialogContent
            size="sm"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              focusOpener(state.opener);
            }}
          >
            <DialogHeader>
              <DialogTitle>{state.request.title}</DialogTitle>
              <DialogDescription>{state.request.description}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{state.request.dismiss ?? 'Cancel'}</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button variant={state.request.destructive ? 'destructive' : 'default'} onClick={() => state.request.onConfirm()}>
                  {state.request.action}
                </Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </ConfirmContext.Provider>
  );
}

/** Asks the screen's confirmation dialog to open for a row; `from` is the button pressed (focus returns to it). */
export function useConfirm(): AskToConfirm {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm needs a RowDialogsProvider above it (the CRM layouts provide one)');
  return ask;
}
