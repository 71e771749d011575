import { Button } from '@agency/design-system/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@agency/design-system/dialog';

export interface ConfirmDeleteButtonProps {
  /** What is deleted, e.g. 'lead Aroha Ngata': names the button and the question. */
  subject: string;
  onConfirm: () => void;
}

/** A Delete button that asks before deleting. */
export function ConfirmDeleteButton({ subject, onConfirm }: ConfirmDeleteButtonProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Delete ${subject}`}>
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Delete {subject}?</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onConfirm}>
              Delete
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
