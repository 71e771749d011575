import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@agency/design-system/button';
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

export interface ConfirmActionButtonProps {
  /** The button's text, e.g. 'Make Admin'; also the confirming button's text. */
  action: string;
  /** The button's accessible name when the text alone is ambiguous in a table, e.g. 'Make Aroha Ngata an admin'. */
  label: string;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  destructive?: boolean;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
}

/** A table action that asks first: Cancel leaves everything as it was. */
export function ConfirmActionButton({ action, label, title, description, onConfirm, destructive, disabled, variant = 'ghost' }: ConfirmActionButtonProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={variant} size="sm" aria-label={label} disabled={disabled}>
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm}>
              {action}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
