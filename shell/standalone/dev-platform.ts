import type { TSessionUser } from '@agency/contracts';
import type { PlatformSession, ShellPlatform } from '@agency/contracts/platform';

/** localStorage key holding the fake session a standalone remote runs with. */
export const DEV_SESSION_KEY = 'agency.dev-session';
export const DEV_SESSION_CHOICES = ['signed-out', 'client', 'admin', 'loading'] as const;
export type DevSessionChoice = (typeof DEV_SESSION_CHOICES)[number];

const DEV_USERS: Record<'client' | 'admin', TSessionUser> = {
  client: {
    id: 'dev-client',
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: 'aroha@example.co.nz',
    role: 'client',
    profileImageUrl: null,
  },
  admin: {
    id: 'dev-admin',
    firstName: 'Admin',
    lastName: null,
    email: 'admin@example.co.nz',
    role: 'admin',
    profileImageUrl: null,
  },
};

function isChoice(value: string | null): value is DevSessionChoice {
  return DEV_SESSION_CHOICES.some((choice) => choice === value);
}

export function readDevSessionChoice(): DevSessionChoice {
  const stored = window.localStorage.getItem(DEV_SESSION_KEY);
  return isChoice(stored) ? stored : 'signed-out';
}

export function writeDevSessionChoice(choice: DevSessionChoice): void {
  window.localStorage.setItem(DEV_SESSION_KEY, choice);
}

function sessionFor(choice: DevSessionChoice): PlatformSession {
  if (choice === 'loading') return { status: 'loading', user: null };
  if (choice === 'signed-out') return { status: 'signed-out', user: null };
  return { status: 'signed-in', user: DEV_USERS[choice] };
}

/**
 * The platform a remote gets when it runs alone: the same interface as the
 * shell's, with a fake session and the console instead of toasts and analytics.
 */
export function createDevPlatform(choice: DevSessionChoice, setChoice: (next: DevSessionChoice) => void): ShellPlatform {
  return {
    session: sessionFor(choice),
    signIn: (returnTo) => {
      console.info('[dev platform] signIn', returnTo ?? window.location.pathname);
      setChoice('client');
    },
    signOut: () => {
      console.info('[dev platform] signOut');
      setChoice('signed-out');
    },
    refreshSession: async () => undefined,
    toast: (toast) => console.info('[dev platform] toast', toast),
    track: (event, props) => console.debug('[dev platform] track', event, props ?? {}),
    widgets: {
      FeedbackWidget: () => null,
      InlineFeedbackPrompt: () => null,
      openLiveChat: () => console.info('[dev platform] openLiveChat'),
    },
  };
}
