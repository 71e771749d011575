import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { nzIsoDate } from './nz-time';

/*
 * A lead's owner (an admin) and follow-up day (a New Zealand calendar day, 'YYYY-MM-DD'). The owner is e-mailed on the
 * morning of that day, and the Overview lists the day's follow-ups.
 */

export const LEAD_OWNER_NOT_ADMIN_MESSAGE = 'The owner must be an admin';
export const FOLLOW_UP_DATE_MESSAGE = 'Follow-up date must be a date (YYYY-MM-DD)';
export const FOLLOW_UP_PAST_MESSAGE = 'Follow-up date cannot be in the past';
export const FOLLOW_UP_TOO_FAR_MESSAGE = 'Follow-up date must be within two years';
/** The hour (New Zealand time) the owner is reminded on the day. */
export const FOLLOW_UP_REMINDER_HOUR = 8;

/** Body of PUT /api/leads/:id/follow-up: both fields, null clears. A day from today (NZ) to two years ahead. */
export const ZLeadFollowUpRequest = z
  .object({
    ownerId: z.uuid({ error: 'Owner must be a user id' }).nullable(),
    followUpOn: z
      .iso.date({ error: FOLLOW_UP_DATE_MESSAGE })
      // The range is checked only on a real date, so a malformed one gets the one message that applies.
      .pipe(
        z
          .string()
          .refine((day) => day >= nzIsoDate(), FOLLOW_UP_PAST_MESSAGE)
          .refine((day) => Number(day.slice(0, 4)) <= Number(nzIsoDate().slice(0, 4)) + 2, FOLLOW_UP_TOO_FAR_MESSAGE),
      )
      .nullable(),
  })
  .strict();
export type TLeadFollowUpRequest = z.input<typeof ZLeadFollowUpRequest>;

export const ZLeadOwnerOption = z.object({ id: z.uuid(), name: z.string() });
export type TLeadOwnerOption = z.infer<typeof ZLeadOwnerOption>;

/** GET/PUT /api/leads/:id/follow-up: the lead's owner and day, and the admins who can own it. */
export const ZLeadFollowUp = z.object({
  leadId: z.uuid(),
  ownerId: z.uuid().nullable(),
  followUpOn: z.iso.date().nullable(),
  admins: z.array(ZLeadOwnerOption),
});
export type TLeadFollowUp = z.infer<typeof ZLeadFollowUp>;

/** GET /api/leads/follow-ups/today: today's (NZ) follow-ups, the caller's own first. */
export const ZFollowUpsToday = z.object({
  day: z.iso.date(),
  items: z.array(
    z.object({
      leadId: z.uuid(),
      name: z.string(),
      company: z.string().nullable(),
      ownerName: z.string().nullable(),
      mine: z.boolean(),
    }),
  ),
});
export type TFollowUpsToday = z.infer<typeof ZFollowUpsToday>;

export const LEAD_FOLLOW_UP_ENDPOINTS = {
  'GET /api/leads/follow-ups/today': {
    summary: "Today's (New Zealand) follow-ups with their owners, the caller's own first",
    tag: 'leads',
    access: 'admin',
    response: ZFollowUpsToday,
  },
  'GET /api/leads/:id/follow-up': {
    summary: "A lead's owner and follow-up day, and the admins who can own it",
    tag: 'leads',
    access: 'admin',
    response: ZLeadFollowUp,
  },
  'PUT /api/leads/:id/follow-up': {
    summary: "Set a lead's owner (an admin) and follow-up day; each change is recorded with who made it",
    tag: 'leads',
    access: 'admin',
    body: ZLeadFollowUpRequest,
    response: ZLeadFollowUp,
  },
} satisfies EndpointGroup;
