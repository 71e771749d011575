import type { SampleState } from './sample-state';

/** Sample accounts, onboarding chats, outbox e-mails, projects and page views. */
export function seedTeamSample(): Pick<
  SampleState,
  'users' | 'onboardingChats' | 'transcripts' | 'emails' | 'projects' | 'projectUpdates' | 'weeklyPageViews'
> {
  return { users: [], onboardingChats: [], transcripts: {}, emails: [], projects: [], projectUpdates: [], weeklyPageViews: {} };
}
