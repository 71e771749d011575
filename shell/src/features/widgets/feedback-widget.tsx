import type { FeedbackWidgetProps } from '@agency/contracts/platform';

/**
 * Placeholder for the shell's feedback widget (spec part 2): remotes already
 * place it by context; it renders nothing until the feedback feature lands.
 */
export function FeedbackWidget(_props: FeedbackWidgetProps) {
  return null;
}
