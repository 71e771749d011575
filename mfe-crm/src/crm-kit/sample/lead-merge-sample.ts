import {
  LEAD_DUPLICATES_LIMIT,
  LEAD_MERGE_CONFLICT_MESSAGE,
  LEAD_MERGE_SELF_MESSAGE,
  LEAD_NOT_FOUND_MESSAGE,
  ZLeadMergeRequest,
  type TDuplicateReason,
  type TLead,
} from '@agency/contracts';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import type { SampleState } from './sample-state';

export type LeadMergeSampleKey = 'GET /api/leads/:id/duplicates' | 'POST /api/leads/:id/duplicates/:otherId/dismiss' | 'POST /api/leads/:id/merge';

/*
 * The sample's duplicate suggestions and merge, close to the server's rules (api/src/leads/duplicates, merge/): the
 * same phone digits, or names (and companies) sharing most of their three-letter pieces. The seed has one person
 * twice (Aroha Ngata, a second time with a typo and a private address).
 */

/** Beside the state (keyed by it, so a new visit starts from the seed again): dismissed pairs, merged-away ids. */
const dismissed = new WeakMap<SampleState, Set<string>>();
const mergedAway = new WeakMap<SampleState, Set<string>>();
const pairKey = (a: string, b: string) => [a, b].sort().join(':');
function setOf(map: WeakMap<SampleState, Set<string>>, state: SampleState): Set<string> {
  let set = map.get(state);
  if (!set) map.set(state, (set = new Set()));
  return set;
}
const dismissedOf = (state: SampleState) => setOf(dismissed, state);

/** pg_trgm's similarity: shared trigrams of the padded words over all trigrams of both. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}
function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  const shared = [...left].filter((gram) => right.has(gram)).length;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : shared / all;
}
const phoneDigits = (phone: string | null) => (phone ?? '').replace(/\D/g, '').replace(/^(64|0)/, '');
const domain = (email: string) => email.split('@')[1] ?? '';
const FREE_MAIL = /^(gmail|outlook|hotmail|yahoo|icloud|xtra)\./;

function reasons(lead: TLead, other: TLead): TDuplicateReason[] {
  const found: TDuplicateReason[] = [];
  const name = similarity(`${lead.firstName} ${lead.lastName}`, `${other.firstName} ${other.lastName}`);
  const company = lead.company && other.company ? similarity(lead.company, other.company) : 0;
  if (phoneDigits(lead.phone).length >= 7 && phoneDigits(lead.phone) === phoneDigits(other.phone)) found.push('Same phone');
  if (name >= 0.5 && company >= 0.5) found.push('Similar name and company');
  else if (name >= 0.7) found.push('Similar name');
  if (!FREE_MAIL.test(domain(lead.email)) && domain(lead.email) === domain(other.email) && name >= 0.3) found.push('Same e-mail domain and similar name');
  return found;
}

function findLead(state: SampleState, id: string): TLead {
  const lead = state.leads.find((item) => item.id === id);
  if (!lead) throw sampleError(404, LEAD_NOT_FOUND_MESSAGE);
  return lead;
}

export const LEAD_MERGE_SAMPLE_HANDLERS: Pick<SampleHandlers, LeadMergeSampleKey> = {
  'GET /api/leads/:id/duplicates': (state, { params }) => {
    const lead = findLead(state, params.id);
    const items = state.leads
      .filter((other) => other.id !== lead.id && !dismissedOf(state).has(pairKey(lead.id, other.id)))
      .map((other) => ({ other, why: reasons(lead, other) }))
      .filter(({ why }) => why.length > 0)
      .slice(0, LEAD_DUPLICATES_LIMIT)
      .map(({ other, why }) => ({
        leadId: other.id,
        name: `${other.firstName} ${other.lastName}`,
        email: other.email,
        phone: other.phone,
        company: other.company,
        createdAt: other.createdAt,
        reasons: why,
      }));
    return { items };
  },

  'POST /api/leads/:id/duplicates/:otherId/dismiss': (state, { params }) => {
    if (params.id === params.otherId) throw sampleError(400, LEAD_MERGE_SELF_MESSAGE);
    findLead(state, params.id);
    findLead(state, params.otherId);
    dismissedOf(state).add(pairKey(params.id, params.otherId));
  },

  'POST /api/leads/:id/merge': (state, { params, body }) => {
    const input = parseSample(ZLeadMergeRequest, body);
    if (input.mergedLeadId === params.id) throw sampleError(400, LEAD_MERGE_SELF_MESSAGE);
    const survivor = findLead(state, params.id);
    const gone = state.leads.find((lead) => lead.id === input.mergedLeadId);
    if (!gone) {
      if (setOf(mergedAway, state).has(input.mergedLeadId)) throw sampleError(409, LEAD_MERGE_CONFLICT_MESSAGE);
      throw sampleError(404, LEAD_NOT_FOUND_MESSAGE);
    }
    const moved = {
      lead_note: state.notes.filter((note) => note.leadId === gone.id).length,
      lead_change: state.changes.filter((change) => change.leadId === gone.id).length,
      appointment: state.appointments.filter((appointment) => appointment.leadId === gone.id).length,
    };
    for (const field of input.takeFromMerged) Object.assign(survivor, { [field]: gone[field] });
    for (const note of state.notes) if (note.leadId === gone.id) note.leadId = survivor.id;
    for (const change of state.changes) if (change.leadId === gone.id) change.leadId = survivor.id;
    for (const appointment of state.appointments) if (appointment.leadId === gone.id) appointment.leadId = survivor.id;
    // The other address's extra events (chats, e-mails) join the survivor's page, as the server's timeline does.
    state.timeline[survivor.email] = [...(state.timeline[survivor.email] ?? []), ...(state.timeline[gone.email] ?? [])];
    const me = state.users.find((user) => user.id === state.currentUserId);
    state.changes.push({
      id: crypto.randomUUID(),
      leadId: survivor.id,
      field: 'merge',
      from: `${gone.firstName} ${gone.lastName} <${gone.email}>`,
      to: `${survivor.firstName} ${survivor.lastName} <${survivor.email}>`,
      actorName: [me?.firstName, me?.lastName].filter(Boolean).join(' ') || 'Sam Admin',
      createdAt: new Date().toISOString(),
    });
    state.leads = state.leads.filter((lead) => lead.id !== gone.id);
    setOf(mergedAway, state).add(gone.id);
    return { lead: survivor, moved };
  },
};
