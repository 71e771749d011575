import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '@agency/api-client';
import type { TLead, TLeadDuplicate } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { useCrmApi, useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import * as styles from './lead-page.module.css';
import { LeadMergeDialog } from './lead-merge-dialog';

/** 'Possible duplicates' on a lead's page: leads that look like the same person, each with why, to merge or dismiss. */
export function LeadDuplicates({ lead }: { lead: TLead }) {
  const platform = usePlatform();
  const { basePath } = useCrmApi();
  const duplicates = useCrmQuery('GET /api/leads/:id/duplicates', { params: { id: lead.id } });
  const dismiss = useCrmMutation('POST /api/leads/:id/duplicates/:otherId/dismiss', ['GET /api/leads/:id/duplicates']);
  // The suggestion being merged and the button that opened its dialog: there is no Radix trigger (one per
  // suggestion), so the dialog is told where focus goes back to.
  const [merging, setMerging] = useState<{ item: TLeadDuplicate; opener: HTMLButtonElement } | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Possible duplicates</CardTitle>
      </CardHeader>
      <CardContent>
        {duplicates.isPending ? (
          <Spinner label="Looking for duplicates..." />
        ) : duplicates.isError ? (
          <p role="alert">{apiErrorMessage(duplicates.error, 'Could not look for duplicates')}</p>
        ) : duplicates.data.items.length === 0 ? (
          <p className={layout.muted}>No possible duplicates.</p>
        ) : (
          <ul className={styles.list} aria-label="Possible duplicates">
            {duplicates.data.items.map((item) => (
              <li key={item.leadId} className={styles.item}>
                <p className={styles.body}>
                  <Link to={`${basePath}/leads/${item.leadId}`}>{item.name}</Link>
                </p>
                <p className={styles.meta}>{[item.email, item.phone, item.company].filter(Boolean).join(' · ')}</p>
                <p className={styles.meta}>Why: {item.reasons.join(', ')}</p>
                <div className={layout.row}>
                  <Button
                    size="sm"
                    onClick={(event) => setMerging({ item, opener: event.currentTarget })}
                    aria-label={`Merge with ${item.name}`}>
                    Merge…
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={dismiss.isPending}
                    aria-label={`Not the same person as ${item.name}`}
                    onClick={() =>
                      dismiss.mutate(
                        { params: { id: lead.id, otherId: item.leadId } },
                        {
                          onSuccess: () => platform.toast({ title: `${item.name} is no longer suggested`, variant: 'success' }),
                          onError: (error) => platform.toast({ title: `Error: ${apiErrorMessage(error, 'Could not dismiss')}`, variant: 'destructive' }),
                        },
                      )
                    }
                  >
                    Not the same person
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {merging ? (
          <LeadMergeDialog
            lead={lead}
            otherId={merging.item.leadId}
            otherName={merging.item.name}
            returnFocus={merging.opener}
            onClose={() => setMerging(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
