import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@agency/design-system/dialog';
import { Spinner } from '@agency/design-system/spinner';

export interface RowDialogState<Subject> {
  /** What the dialog shows; null while it is closed. */
  subject: Subject | null;
  open(subject: Subject): void;
  close(): void;
  /** The button it was opened from, which gets focus back when it closes. */
  opener: { current: HTMLElement | null };
}

/** A dialog opened from one of several buttons (a card's Edit, Details): remembers which, for focus on close. */
export function useRowDialog<Subject>(): RowDialogState<Subject> {
  const [subject, setSubject] = useState<Subject | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return {
    subject,
    open(next) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSubject(next);
    },
    close: () => setSubject(null),
    opener,
  };
}

interface RowDialogProps<Subject> {
  dialog: RowDialogState<Subject>;
  title: ReactNode;
  description: ReactNode;
  /** The spinner's words while the contents' code loads. */
  loading: string;
  /** The contents (code loaded on use), for the subject shown. */
  children(subject: Subject): ReactNode;
}

/**
 * The client area's dialog for one item of a list (edit a company or a website's details, a project's updates): its
 * contents load on use, and focus goes back to the button that opened it, which is no dialog trigger.
 */
export function RowDialog<Subject>({ dialog, title, description, loading, children }: RowDialogProps<Subject>) {
  const { subject, opener } = dialog;
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => (open ? undefined : dialog.close())}>
      <DialogContent
        size="md"
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {subject !== null ? <Suspense fallback={<Spinner label={loading} />}>{children(subject)}</Suspense> : null}
      </DialogContent>
    </Dialog>
  );
}
