import { useMemo } from 'react';
import type { ShellPlatform } from '@agency/contracts/platform';
import { track } from '../analytics/analytics-queue';
import { openLiveChat } from '../live-chat/live-chat-open-store';
import { useRefreshSession, useSession } from '../session/session-query';
import { signIn, signOut } from '../session/session-navigation';
import { dismissToast, showToast } from '../toasts/toast-store';
import { FeedbackWidget } from '../feedback/feedback-widget';
import { InlineFeedbackPrompt } from '../feedback/inline-feedback-prompt';

const widgets: ShellPlatform['widgets'] = { FeedbackWidget, InlineFeedbackPrompt, openLiveChat };

/** The object every remote receives: the shell's services; a new object only when the session changes. */
export function useShellPlatform(): ShellPlatform {
  const session = useSession();
  const refreshSession = useRefreshSession();
  const { status, user } = session;
  return useMemo(
    () => ({
      session: { status, user },
      signIn,
      signOut,
      refreshSession,
      toast: showToast,
      dismissToast,
      track,
      widgets,
    }),
    [status, user, refreshSession],
  );
}
