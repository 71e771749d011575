import {
  LEAD_BULK_MAX,
  LEAD_BULK_MESSAGES,
  LEAD_VIEW_MESSAGES,
  ZLeadBulkRequest,
  ZLeadViewInput,
  ZLeadViewUpdate,
  type TLeadBulkResult,
  type TLeadView,
} from '@agency/contracts';
import { FOLLOW_UP_SAMPLE_HANDLERS } from './follow-up-sample';
import { sampleLeadMatches } from './lead-filter-sample';
import { LEAD_SAMPLE_HANDLERS } from './leads-sample';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import { matchesSearch } from './sample-paging';
import type { SampleState } from './sample-state';

export type LeadViewSampleKey = 'GET /api/lead-views' | 'POST /api/lead-views' | 'PATCH /api/lead-views/:id' | 'DELETE /api/lead-views/:id' | 'POST /api/leads/bulk';

/*
 * Saved views and bulk actions over the sample. The views sit beside the state (keyed by it, so a new visit starts
 * from the seed again): one of the signed-in admin's and one a colleague shared, so the picker shows both kinds. Bulk
 * actions go through the sample's own single-lead handlers, so each change lands in the lead's history as one would.
 */
const views = new WeakMap<SampleState, Array<TLeadView & { ownerId: string }>>();

function viewsOf(state: SampleState) {
  let list = views.get(state);
  if (!list) {
    const colleague = state.users.find((user) => user.role === 'admin' && user.id !== state.currentUserId);
    const now = new Date().toISOString();
    list = [
      {
        id: crypto.randomUUID(),
        ownerId: state.currentUserId,
        name: 'Hot and warm',
        shared: false,
        mine: true,
        ownerName: 'Sam Admin',
        definition: { filters: { status: ['warm', 'hot'] }, sort: { field: 'estimatedValue', order: 'desc' }, columns: ['company', 'status', 'value'] },
        updatedAt: now,
      },
      {
        id: crypto.randomUUID(),
        ownerId: colleague?.id ?? crypto.randomUUID(),
        name: 'New from the website',
        shared: true,
        mine: false,
        ownerName: colleague ? [colleague.firstName, colleague.lastName].filter(Boolean).join(' ') || colleague.email : 'A colleague',
        definition: { filters: { status: ['new'], source: ['contact_form', 'onboarding_wizard'] }, sort: { field: 'createdAt', order: 'desc' }, columns: ['company', 'contact', 'source', 'createdAt'] },
        updatedAt: now,
      },
    ];
    views.set(state, list);
  }
  return list;
}

const publicView = ({ ownerId: _ownerId, ...view }: TLeadView & { ownerId: string }): TLeadView => view;

function ownView(state: SampleState, id: string) {
  const view = viewsOf(state).find((item) => item.id === id && (item.ownerId === state.currentUserId || item.shared));
  if (!view) throw sampleError(404, LEAD_VIEW_MESSAGES.notFound);
  if (view.ownerId !== state.currentUserId) throw sampleError(403, LEAD_VIEW_MESSAGES.notYours);
  return view;
}

function nameTaken(state: SampleState, name: string, except?: string): boolean {
  return viewsOf(state).some((item) => item.ownerId === state.currentUserId && item.id !== except && item.name.toLowerCase() === name.toLowerCase());
}

export const LEAD_VIEW_SAMPLE_HANDLERS: Pick<SampleHandlers, LeadViewSampleKey> = {
  'GET /api/lead-views': (state) => ({
    items: viewsOf(state)
      .filter((view) => view.ownerId === state.currentUserId || view.shared)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(publicView),
  }),
  'POST /api/lead-views': (state, { body }) => {
    const input = parseSample(ZLeadViewInput, body);
    if (nameTaken(state, input.name)) throw sampleError(409, LEAD_VIEW_MESSAGES.nameTaken);
    const view = { id: crypto.randomUUID(), ownerId: state.currentUserId, mine: true, ownerName: 'Sam Admin', updatedAt: new Date().toISOString(), ...input };
    viewsOf(state).push(view);
    return publicView(view);
  },
  'PATCH /api/lead-views/:id': (state, { params, body }) => {
    const input = parseSample(ZLeadViewUpdate, body);
    const view = ownView(state, params.id);
    if (input.name !== undefined && nameTaken(state, input.name, view.id)) throw sampleError(409, LEAD_VIEW_MESSAGES.nameTaken);
    Object.assign(view, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)), { updatedAt: new Date().toISOString() });
    return publicView(view);
  },
  'DELETE /api/lead-views/:id': (state, { params }) => {
    const view = ownView(state, params.id);
    views.set(
      state,
      viewsOf(state).filter((item) => item.id !== view.id),
    );
  },
  'POST /api/leads/bulk': (state, { body }) => {
    const { target, action } = parseSample(ZLeadBulkRequest, body);
    const ids =
      target.kind === 'ids'
        ? [...new Set(target.ids)]
        : state.leads
            .filter((lead) => matchesSearch(target.filter.search, lead.firstName, lead.lastName, lead.email, lead.company) && sampleLeadMatches(state, lead, target.filter))
            .map((lead) => lead.id);
    if (ids.length > LEAD_BULK_MAX) throw sampleError(400, LEAD_BULK_MESSAGES.tooMany);
    const result: TLeadBulkResult = { changed: 0, unchanged: 0, failed: [] };
    for (const id of ids) {
      const lead = state.leads.find((item) => item.id === id);
      if (!lead) {
        result.failed.push({ id, reason: LEAD_BULK_MESSAGES.notFound });
        continue;
      }
      let changed = true;
      if (action.type === 'delete') LEAD_SAMPLE_HANDLERS['DELETE /api/leads/:id'](state, { params: { id } });
      else if (action.type === 'status') {
        changed = lead.status !== action.status;
        if (changed) LEAD_SAMPLE_HANDLERS['PATCH /api/leads/:id'](state, { params: { id }, body: { status: action.status } });
      } else {
        const current = FOLLOW_UP_SAMPLE_HANDLERS['GET /api/leads/:id/follow-up'](state, { params: { id } });
        changed = current.ownerId !== action.ownerId;
        if (changed) FOLLOW_UP_SAMPLE_HANDLERS['PUT /api/leads/:id/follow-up'](state, { params: { id }, body: { ownerId: action.ownerId, followUpOn: current.followUpOn } });
      }
      if (changed) result.changed += 1;
      else result.unchanged += 1;
    }
    return result;
  },
};
