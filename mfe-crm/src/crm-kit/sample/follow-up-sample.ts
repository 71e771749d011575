import { LEAD_NOT_FOUND_MESSAGE, LEAD_OWNER_NOT_ADMIN_MESSAGE, nzIsoDate, ZLeadFollowUpRequest, type TLeadFollowUp } from '@agency/contracts';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import type { SampleState } from './sample-state';

export type FollowUpSampleKey = 'GET /api/leads/:id/follow-up' | 'PUT /api/leads/:id/follow-up' | 'GET /api/leads/follow-ups/today';

interface FollowUp {
  ownerId: string | null;
  followUpOn: string | null;
}

/*
 * The sample's owners and follow-up days, beside its state (keyed by it, so a new visit starts from the seed again):
 * the first two leads are due today, one the signed-in admin's and one a colleague's, so the Overview's list shows both.
 */
const followUps = new WeakMap<SampleState, Map<string, FollowUp>>();

const userName = (user: SampleState['users'][number]) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
const admins = (state: SampleState) => state.users.filter((user) => user.role === 'admin').map((user) => ({ id: user.id, name: userName(user) }));

function followUpsOf(state: SampleState): Map<string, FollowUp> {
  let map = followUps.get(state);
  if (!map) {
    const colleague = admins(state).find((admin) => admin.id !== state.currentUserId);
    const today = nzIsoDate();
    map = new Map();
    const [first, second] = state.leads;
    if (first) map.set(first.id, { ownerId: state.currentUserId, followUpOn: today });
    if (second) map.set(second.id, { ownerId: colleague?.id ?? null, followUpOn: today });
    followUps.set(state, map);
  }
  return map;
}

function answer(state: SampleState, leadId: string): TLeadFollowUp {
  if (!state.leads.some((lead) => lead.id === leadId)) throw sampleError(404, LEAD_NOT_FOUND_MESSAGE);
  const current = followUpsOf(state).get(leadId) ?? { ownerId: null, followUpOn: null };
  return { leadId, ...current, admins: admins(state) };
}

export const FOLLOW_UP_SAMPLE_HANDLERS: Pick<SampleHandlers, FollowUpSampleKey> = {
  'GET /api/leads/:id/follow-up': (state, { params }) => answer(state, params.id),
  'PUT /api/leads/:id/follow-up': (state, { params, body }) => {
    const before = answer(state, params.id);
    const input = parseSample(ZLeadFollowUpRequest, body);
    const names = new Map(before.admins.map((admin) => [admin.id, admin.name]));
    if (input.ownerId !== null && !names.has(input.ownerId)) throw sampleError(400, LEAD_OWNER_NOT_ADMIN_MESSAGE);
    const change = (field: 'owner' | 'followUp', from: string | null, to: string | null) =>
      state.changes.push({
        id: crypto.randomUUID(),
        leadId: params.id,
        field,
        from,
        to,
        actorName: names.get(state.currentUserId) ?? 'Sam Admin',
        createdAt: new Date().toISOString(),
      });
    const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
    if (input.ownerId !== before.ownerId) change('owner', nameOf(before.ownerId), nameOf(input.ownerId));
    if (input.followUpOn !== before.followUpOn) change('followUp', before.followUpOn, input.followUpOn);
    followUpsOf(state).set(params.id, { ownerId: input.ownerId, followUpOn: input.followUpOn });
    return answer(state, params.id);
  },
  'GET /api/leads/follow-ups/today': (state) => {
    const day = nzIsoDate();
    const names = new Map(admins(state).map((admin) => [admin.id, admin.name]));
    const items = state.leads
      .map((lead) => ({ lead, followUp: followUpsOf(state).get(lead.id) }))
      .filter(({ followUp }) => followUp?.followUpOn === day)
      .map(({ lead, followUp }) => ({
        leadId: lead.id,
        name: `${lead.firstName} ${lead.lastName}`.trim(),
        company: lead.company,
        ownerName: followUp?.ownerId ? (names.get(followUp.ownerId) ?? null) : null,
        mine: followUp?.ownerId === state.currentUserId,
      }))
      .sort((a, b) => Number(b.mine) - Number(a.mine) || (a.ownerName ?? '~').localeCompare(b.ownerName ?? '~') || a.name.localeCompare(b.name));
    return { day, items };
  },
};
