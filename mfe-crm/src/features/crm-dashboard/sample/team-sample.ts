import type { SampleHandlers } from './sample-crm';

/** Sample answers for users, assessments, analytics, e-mails and projects. */
export const TEAM_SAMPLE_HANDLERS: Partial<SampleHandlers> = {};
