import { ConfirmActionButton } from './confirm-action-button';

export interface ConfirmDeleteButtonProps {
  /** What is deleted, e.g. 'lead Aroha Ngata': names the button and the question. */
  subject: string;
  onConfirm: () => void;
}

/** A Delete button that asks before deleting. */
export function ConfirmDeleteButton({ subject, onConfirm }: ConfirmDeleteButtonProps) {
  return (
    <ConfirmActionButton
      action="Delete"
      label={`Delete ${subject}`}
      title={`Delete ${subject}?`}
      description="This cannot be undone."
      onConfirm={onConfirm}
      destructive
    />
  );
}
