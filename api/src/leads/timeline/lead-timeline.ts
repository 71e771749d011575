import type { TLeadChange, TTimelineEvent } from '@agency/contracts';
import { bookings } from './bookings';
import { discoveryAssessments } from './discovery-assessments';
import { enquiries } from './enquiries';
import { changeEvents } from './lead-changes';
import { liveChats } from './live-chats';
import { mergedEnquiries } from './merged-enquiries';
import { onboardingChats } from './onboarding-chats';
import { outboxMails } from './outbox-mails';
import type { Queryable, TimelinePerson, TimelineSource } from './timeline-source';
import { wizardAnswers } from './wizard-answers';

/** Each source reads its own table; a new kind of event is one more file and one more entry here. */
const SOURCES: TimelineSource[] = [enquiries, mergedEnquiries, wizardAnswers, discoveryAssessments, onboardingChats, liveChats, bookings, outboxMails];

/** Everything known about the person, newest first; equal times keep a fixed order (by id) so the page never reshuffles. */
export async function buildTimeline(db: Queryable, person: TimelinePerson, changes: TLeadChange[]): Promise<TTimelineEvent[]> {
  const events = (await Promise.all(SOURCES.map((source) => source(db, person)))).flat().concat(changeEvents(changes));
  return events.sort((a, b) => (a.at === b.at ? a.id.localeCompare(b.id) : a.at < b.at ? 1 : -1));
}
