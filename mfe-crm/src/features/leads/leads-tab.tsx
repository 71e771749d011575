import { useState } from 'react';
import { Input } from '@agency/design-system/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@agency/design-system/table';
import { ConfirmDeleteButton } from '../crm-dashboard/confirm-delete-button';
import { formatMoney, type CrmLead } from '../crm-dashboard/crm-data';
import { LeadStatusBadge } from '../crm-dashboard/status-badge';
import { layout } from '@agency/design-system/layout';

export interface LeadsTabProps {
  leads: CrmLead[];
  onDelete: (lead: CrmLead) => void;
}

function matches(lead: CrmLead, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [lead.name, lead.email, lead.company ?? ''].some((text) => text.toLowerCase().includes(needle));
}

export function LeadsTab({ leads, onDelete }: LeadsTabProps) {
  const [query, setQuery] = useState('');
  const shown = leads.filter((lead) => matches(lead, query));

  return (
    <section aria-labelledby="leads-heading" className={layout.stack}>
      <h2 id="leads-heading">Lead Management</h2>
      <Input
        type="search"
        aria-label="Search leads"
        placeholder="Search by name, email or company"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Table aria-label="Leads">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Company</TableHead>
            <TableHead>Contact</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Value</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>No leads found.</TableCell>
            </TableRow>
          ) : (
            shown.map((lead) => (
              <TableRow key={lead.id}>
                <TableCell>{lead.name}</TableCell>
                <TableCell>{lead.company ?? '—'}</TableCell>
                <TableCell>
                  <div>{lead.email}</div>
                  {lead.phone ? <div className={layout.muted}>{lead.phone}</div> : null}
                </TableCell>
                <TableCell>
                  <LeadStatusBadge status={lead.status} />
                </TableCell>
                <TableCell>{formatMoney(lead.value)}</TableCell>
                <TableCell>
                  <ConfirmDeleteButton subject={`lead ${lead.name}`} onConfirm={() => onDelete(lead)} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </section>
  );
}
