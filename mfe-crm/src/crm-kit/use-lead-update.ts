import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '@agency/api-client';
import type { TLead, TLeadDetail, TLeadList, TUpdateLeadRequest } from '@agency/contracts';
import { usePlatform } from '@agency/design-system/platform-context';
import { crmKey, useCrmApi } from './crm-api';

interface LeadListInput {
  query?: { status?: string };
}

/**
 * Changes a lead's status and/or value (PATCH /api/leads/:id) optimistically: every cached lead list and the lead's
 * page show the change at once (a board column loses or gains the card), and go back to what they were if the
 * server refuses, with an error toast. Afterwards the lists, the summary and the lead page are read again.
 */
export function useLeadUpdate() {
  const { call, mode } = useCrmApi();
  const queryClient = useQueryClient();
  const platform = usePlatform();
  const listKey = crmKey(mode, 'GET /api/leads');
  const detailKey = crmKey(mode, 'GET /api/leads/:id');

  return useMutation({
    mutationFn: ({ lead, patch }: { lead: TLead; patch: TUpdateLeadRequest }) =>
      call('PATCH /api/leads/:id', { params: { id: lead.id }, body: patch }),
    onMutate: async ({ lead, patch }) => {
      await Promise.all([queryClient.cancelQueries({ queryKey: listKey }), queryClient.cancelQueries({ queryKey: detailKey })]);
      const lists = queryClient.getQueriesData<TLeadList>({ queryKey: listKey });
      const details = queryClient.getQueriesData<TLeadDetail>({ queryKey: detailKey });
      const changed: TLead = {
        ...lead,
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(patch.estimatedValue !== undefined ? { estimatedValue: patch.estimatedValue } : {}),
      };
      for (const [key, list] of lists) {
        if (!list) continue;
        const filter = (key[3] as LeadListInput | undefined)?.query?.status;
        const had = list.items.some((item) => item.id === lead.id);
        const belongs = !filter || filter === changed.status;
        let items = list.items;
        let total = list.total;
        if (had && belongs) items = items.map((item) => (item.id === lead.id ? changed : item));
        else if (had) {
          items = items.filter((item) => item.id !== lead.id);
          total -= 1;
        } else if (belongs && filter) {
          // A board column gains the card at its top (columns list newest first; the reread puts it in place).
          items = [changed, ...items];
          total += 1;
        }
        queryClient.setQueryData<TLeadList>(key, { ...list, items, total });
      }
      for (const [key, detail] of details) {
        if (detail?.lead.id === lead.id) queryClient.setQueryData<TLeadDetail>(key, { ...detail, lead: changed });
      }
      return { lists, details };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of [...(context?.lists ?? []), ...(context?.details ?? [])]) queryClient.setQueryData(key, data);
      platform.toast({ title: `Error: ${apiErrorMessage(error, 'Failed to update lead')}`, variant: 'destructive' });
    },
    onSuccess: (_lead, { patch }) => {
      platform.toast({ title: patch.status !== undefined ? 'Lead status updated' : 'Lead value updated', variant: 'success' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/leads') }),
        queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/leads/:id') }),
        queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/crm/summary') }),
        queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/crm/analytics') }),
      ]),
  });
}
