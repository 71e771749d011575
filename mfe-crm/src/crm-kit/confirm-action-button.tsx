import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@agency/design-system/button';
import { useConfirm } from './row-dialogs';

export interface ConfirmActionButtonProps {
  /** The button's text, e.g. 'Make Admin'; also the confirming button's text. */
  action: string;
  /** The button's accessible name when the text alone is ambiguous in a table, e.g. 'Make Aroha Ngata an admin'. */
  label: string;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  destructive?: boolean;
  /** The dialog's button that leaves everything as it was ('Cancel' by default). */
  dismiss?: string;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
}

/**
 * A table action that asks first: Cancel leaves everything as it was. The question is the screen's one confirmation
 * dialog (row-dialogs.tsx), not a dialog inside the row, so it stays open whatever happens to the row meanwhile.
 */
export function ConfirmActionButton({ action, label, title, description, onConfirm, destructive, dismiss, disabled, variant = 'ghost' }: ConfirmActionButtonProps) {
  const confirm = useConfirm();
  return (
    <Button
      variant={variant}
      size="sm"
      aria-label={label}
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={(event) => confirm({ action, title, description, onConfirm, destructive, dismiss }, event.currentTarget)}
    >
      {action}
    </Button>
  );
}
