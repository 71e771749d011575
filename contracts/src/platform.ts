import type { ComponentType } from 'react';
import type { TSessionUser } from './auth';
import type { TFeedbackContextIdentifier } from './feedback-options';
import type { TRemoteName } from './remotes';

/**
 * The shell <-> remote contract. The shell owns every stateful service
 * (session, toasts, analytics, widgets) and hands remotes this object; a
 * remote never keeps its own copy of that state.
 */

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface PlatformSession {
  status: SessionStatus;
  user: TSessionUser | null;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** How long it stays, in milliseconds; the toast region's default (5 s) when absent. */
  duration?: number;
  /** Names a toast that stops applying once the visitor acts, so the page can take it back with `dismissToast`. */
  key?: string;
}

export type AnalyticsProps = Record<string, string | number | boolean | null>;

export type FeedbackWidgetSize = 'small' | 'medium' | 'large';
export type FeedbackWidgetPosition = 'bottom-right' | 'bottom-left' | 'inline';
export type FeedbackTheme = 'light' | 'dark';

/** The floating feedback widget (spec part 2 §2, §4, §9). */
export interface FeedbackWidgetProps {
  /** The page's feedback context, e.g. 'home', 'portfolio', 'consultation-booking', 'onboarding'. */
  context: TFeedbackContextIdentifier;
  /** Heading of the open panel; 'How was your experience?' when absent. */
  title?: string;
  /** Default 'bottom-right' (stacked above the live chat launcher); 'inline' stays in the page's flow. */
  position?: FeedbackWidgetPosition;
  /** Default 'medium'. */
  size?: FeedbackWidgetSize;
  /** Default 'light'. */
  theme?: FeedbackTheme;
  /** The detailed form's 1-5 stars; default true. */
  showRating?: boolean;
  /** The detailed form's comment box; default true. */
  showComment?: boolean;
  /** The reaction count and the newest reactions' emojis in the panel; default true. */
  showStats?: boolean;
}

export type InlineFeedbackPromptVariant = 'minimal' | 'card' | 'section';

/** The inline prompt: one question and six reactions, placed in a page's flow. */
export interface InlineFeedbackPromptProps {
  context: TFeedbackContextIdentifier;
  /** Default 'Was this helpful?'. */
  question?: string;
  /** Default 'card'. */
  variant?: InlineFeedbackPromptVariant;
}

/** Options of `widgets.openLiveChat`. */
export interface LiveChatOpenOptions {
  /** Text placed in the message box (not sent), e.g. naming the project a client asks about. */
  draft?: string;
  /**
   * The AI consultant session the visitor is handed over from: the live chat asks the server to link the two, so the
   * agent sees what the visitor told the consultant. Only the id travels; the server reads the conversation itself.
   */
  consultantSessionId?: string;
}

export interface ShellPlatform {
  session: PlatformSession;
  /** Browser navigation to /api/login, coming back to returnTo (default: the current page). */
  signIn(returnTo?: string): void;
  /** Browser navigation to /api/logout. */
  signOut(): void;
  /** Re-reads the session from the server, e.g. after an action that changes it. */
  refreshSession(): Promise<void>;
  toast(toast: ToastInput): void;
  /**
   * Closes the toast on screen if it was raised with this key, e.g. 'Please complete: Company name' once that field is
   * filled; does nothing otherwise. Optional: a remote may run with a shell released before it.
   */
  dismissToast?(key: string): void;
  track(event: string, props?: AnalyticsProps): void;
  /** The shell's widgets, rendered where a remote places them. */
  widgets: {
    FeedbackWidget: ComponentType<FeedbackWidgetProps>;
    InlineFeedbackPrompt: ComponentType<InlineFeedbackPromptProps>;
    openLiveChat(options?: LiveChatOpenOptions): void;
  };
}

/** Props of the root component each remote exposes as './Root'. */
export interface RemoteRootProps {
  platform: ShellPlatform;
}

export type RemoteRootComponent = ComponentType<RemoteRootProps>;

/**
 * What a remote's './Root' module exports: the root component, and optionally `prepare`, which loads whatever the
 * page at `pathname` needs to render at once (its code-split chunk). The shell calls it before hydrating a
 * prerendered page, so hydration never waits halfway and never replaces what the visitor already sees.
 */
export interface RemoteRootModule {
  default: RemoteRootComponent;
  prepare?: (pathname: string) => Promise<void>;
}

/** Injected into each remote at build time so a deployed version is visible and checkable. */
export interface RemoteBuildInfo {
  name: TRemoteName;
  version: string;
}
