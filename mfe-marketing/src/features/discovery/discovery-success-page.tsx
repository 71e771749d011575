import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiKey, errorStatus } from '@agency/api-client';
import { DISCOVERY_TEXT, type TDiscoveryAssessment } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { useMetaDescription } from '@agency/design-system/page-title';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { forgetDiscoveryId, storedDiscoveryId } from './discovery.api';
import { DiscoveryResult } from './discovery-result';
import * as stepForm from '../step-form/step-form.module.css';
import * as styles from './discovery-page.module.css';

/** POST /api/discovery/link/{id}: the assessment, now the account's, with the score the server gave it. */
function linkForResult(id: string): Promise<TDiscoveryAssessment> {
  return api('POST /api/discovery/link/:id', { params: { id } });
}

/**
 * /discovery/success (spec part 1 §2, §4, §8). Signed out: 'Assessment Complete!' and an invitation to create an
 * account, which brings the visitor back here. Signed in: the stored assessment (if any) is linked to the account
 * once, its id forgotten, and the welcome shows with the result: the score, what it means and the next steps.
 */
export function DiscoverySuccessPage() {
  useMetaDescription('Your Business Discovery Assessment is complete. Create an account to view your results.');
  const { session } = usePlatform();

  if (session.status === 'loading') {
    return (
      <Page title="Assessment Complete" heading={DISCOVERY_TEXT.completeTitle} width="narrow">
        <Spinner />
      </Page>
    );
  }
  return session.status === 'signed-in' ? <SignedInWelcome /> : <SignedOutPrompt />;
}

function SignedOutPrompt() {
  const { signIn } = usePlatform();
  return (
    <Page title="Assessment Complete" heading={DISCOVERY_TEXT.completeTitle} width="narrow">
      <div className={stepForm.done}>
        <span className={stepForm.doneIcon} aria-hidden="true">
          ✓
        </span>
        <p className={styles.resultText}>
          Thank you! Your answers are saved. Create a free account to see your results, track our recommendations and
          keep your assessments in one place.
        </p>
        <div className={styles.resultActions}>
          {/* Coming back here after sign-in links the saved assessment to the new account. */}
          <Button size="lg" onClick={() => signIn('/discovery/success')}>
            {DISCOVERY_TEXT.createAccount}
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </div>
    </Page>
  );
}

function SignedInWelcome() {
  const { toast } = usePlatform();
  const queryClient = useQueryClient();
  // Read once: the id is removed after the link, and the page must not link again when it re-renders.
  const [discoveryId] = useState(storedDiscoveryId);
  const requested = useRef(false);

  const link = useMutation({
    mutationFn: linkForResult,
    onSuccess: async () => {
      forgetDiscoveryId();
      toast({ title: DISCOVERY_TEXT.welcome, description: 'Your assessment is saved to your account.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/discovery/user') });
    },
    onError: (error) => {
      console.error('Discovery: the assessment could not be linked', error);
      // 404: unknown, or already another account's; it can never be linked, so stop trying. Anything else may pass later.
      if (errorStatus(error) === 404) forgetDiscoveryId();
      toast({ ...DISCOVERY_TEXT.linkingError, variant: 'destructive' });
    },
  });

  useEffect(() => {
    if (!discoveryId || requested.current) return;
    requested.current = true;
    link.mutate(discoveryId);
  }, [discoveryId, link]);

  const linking = Boolean(discoveryId) && (link.isPending || link.isIdle);
  const score = link.data?.score ?? null;
  return (
    <Page title="Welcome" heading={DISCOVERY_TEXT.welcome} width="narrow">
      <div className={stepForm.done}>
        {linking ? (
          <Spinner label="Saving your assessment to your account..." />
        ) : (
          <>
            <span className={stepForm.doneIcon} aria-hidden="true">
              ✓
            </span>
            <p className={styles.resultText}>
              {link.isSuccess
                ? 'Your assessment is now part of your account. We will review it and be in touch with recommendations.'
                : 'Thanks for completing the assessment. Your dashboard keeps your assessments and projects in one place.'}
            </p>
            {score === null ? null : <DiscoveryResult score={score} />}
            <div className={styles.resultActions}>
              <Button asChild size="lg" variant={score === null ? 'default' : 'outline'}>
                <Link to="/dashboard">{DISCOVERY_TEXT.goToDashboard}</Link>
              </Button>
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
