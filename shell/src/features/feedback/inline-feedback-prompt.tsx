import { useEffect, useState, type ComponentType } from 'react';
import type { InlineFeedbackPromptProps } from '@agency/contracts/platform';

// Only the pages that place the prompt (the client home) download it.
const loadContent = () => import('./inline-feedback-prompt-content');

/**
 * The platform's inline prompt. It appears once its code has arrived; if that fails the page simply goes without it,
 * which a lazy component behind Suspense could not promise (its failure would reach the page's error boundary).
 */
export function InlineFeedbackPrompt(props: InlineFeedbackPromptProps) {
  const [Content, setContent] = useState<ComponentType<InlineFeedbackPromptProps> | null>(null);

  useEffect(() => {
    let current = true;
    loadContent().then(
      (module) => current && setContent(() => module.InlineFeedbackPromptContent),
      (error: unknown) => console.error('Feedback prompt unavailable:', error),
    );
    return () => {
      current = false;
    };
  }, []);

  return Content ? <Content {...props} /> : null;
}
