import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import { SITES_MESSAGES, domainSearchText, type TSiteDomainChoice } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@agency/design-system/card';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { layout } from '@agency/design-system/layout';
import { Page } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@agency/design-system/tabs';
import { readSelectedTemplateId } from '../builder-storage/builder-storage';
import { readBusinessInfo } from '../builder-storage/business-info-storage';
import { readDomainChoice, saveDomainChoice, type DomainTab } from '../builder-storage/domain-choice-storage';
import { draftId } from '../builder-storage/draft-storage';
import { useAccountPlan } from '../subscription/account-subscription';
import { DeploymentLive } from './deployment-live';
import { CUSTOM_DOMAINS_NOT_SET_UP } from './domain-verification';
import { PlanSummary } from './plan-summary';
import { useDeploySite } from './use-deploy-site';
import * as styles from './domain-setup-page.module.css';

const PHASE_TEXT = {
  starting: 'Configuring your domain...',
  configuring: 'Configuring your domain...',
  deploying: 'Publishing your website...',
} as const;

const NZD = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

const AVAILABILITY_BADGE = {
  available: { variant: 'success', text: 'Available' },
  taken: { variant: 'secondary', text: 'Taken' },
  unknown: { variant: 'warning', text: 'Could not check' },
} as const;

/** Router state the plan page leaves when 'Subscribe & Deploy Website' brings the owner here: deploy the kept choice. */
export interface DeployAfterPlan {
  deployAfterPlan: true;
}

function deployAfterPlanIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'deployAfterPlan' in state && state.deployAfterPlan === true;
}

/** The extension of a domain as analytics records it: '.com', '.co.nz'. */
function extensionOf(domain: string): string {
  const dot = domain.indexOf('.');
  return dot < 0 ? '' : domain.slice(dot);
}

/**
 * Domain choice and publishing (spec part 2 §2 "Domain setup", §4, §5; issue 11: the deploy is real; issue 22: the
 * choice is kept for the draft across the plan step, sign-in and reloads, and ?plan= preselects the plan).
 */
export function DomainSetupPage() {
  const platform = usePlatform();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccountPlan();
  const [searchParams] = useSearchParams();
  // Read once: the saved draft does not change while this page is open.
  const [info] = useState(readBusinessInfo);
  const [templateId] = useState(readSelectedTemplateId);
  const [draft] = useState(draftId);
  const [restored] = useState(() => readDomainChoice(draft));
  // A restored purchase comes back with its search asked again, so the list shows it chosen (or taken since).
  const restoredName = restored?.purchase?.split('.')[0] ?? null;
  const [tab, setTab] = useState<DomainTab>(restored?.tab ?? 'purchase');
  const [searchText, setSearchText] = useState(() => restoredName ?? domainSearchText(info?.businessName ?? ''));
  const [query, setQuery] = useState(restoredName ?? '');
  const [chosen, setChosen] = useState<string | null>(restored?.purchase ?? null);
  const [existing, setExisting] = useState(restored?.existing ?? '');
  const deploy = useDeploySite();
  // Where clients point a domain; when this server has none, the page says custom domains are not set up yet.
  const targets = useQuery({ queryKey: apiKey('GET /api/domains/targets'), queryFn: () => api('GET /api/domains/targets') });
  const domainsNotSetUp = targets.data?.configured === false;

  useEffect(() => {
    saveDomainChoice(draft, { tab, purchase: chosen, existing });
  }, [draft, tab, chosen, existing]);

  const search = useQuery({
    queryKey: apiKey('GET /api/domains/search', { query: { q: query } }),
    queryFn: () => api('GET /api/domains/search', { query: { q: query } }),
    enabled: query !== '',
  });

  // A search the visitor asks for is tracked once; the one that restores their earlier choice is not theirs.
  const tracked = useRef<string | null>(restoredName);
  useEffect(() => {
    if (search.data && tracked.current !== query) {
      tracked.current = query;
      platform.track('domain_search', { results: search.data.length, available: search.data.filter((r) => r.available).length });
    }
  }, [search.data, query, platform]);

  // A kept choice that the server now says is taken is no choice.
  useEffect(() => {
    if (chosen && search.data && !search.data.some((result) => result.domain === chosen && result.available)) setChosen(null);
  }, [chosen, search.data]);

  const trackedExisting = useRef(restored?.existing.trim() ?? '');
  const onExistingDone = () => {
    const name = existing.trim().toLowerCase();
    if (!name || trackedExisting.current === name) return;
    trackedExisting.current = name;
    platform.track('domain_selected', { extension: extensionOf(name), kind: 'existing' });
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (!searchText) return;
    setChosen(null);
    setQuery(searchText);
  };

  const choice: TSiteDomainChoice | null =
    tab === 'purchase' ? (chosen ? { kind: 'purchase', name: chosen } : null) : existing.trim() ? { kind: 'existing', name: existing.trim() } : null;

  const onDeploy = () => {
    if (!choice) return;
    if (platform.session.status !== 'signed-in') {
      platform.signIn(`${location.pathname}${location.search}`);
      return;
    }
    // Domain first: the plan is the one step left; the choice is kept and this page deploys it on the way back.
    if (account.status === 'none' && !deploy.subscribing) {
      void navigate('/subscription-payment');
      return;
    }
    platform.track('website_deployment_started', { kind: choice.kind, extension: extensionOf(choice.name.toLowerCase()) });
    deploy.deploy(choice);
  };

  // Back from 'Subscribe & Deploy Website' with a domain chosen before the plan: deploy it, once the plan exists. Only
  // a choice that was there on arrival counts (one made here is deployed by its button), and the state is cleared at
  // once, so a reload or Back does not publish again.
  const arrivedToDeploy = deployAfterPlanIn(location.state);
  const [deployOnArrival] = useState(
    () => arrivedToDeploy && restored !== null && (restored.tab === 'existing' ? restored.existing.trim() !== '' : restored.purchase !== null),
  );
  const choiceReady = choice !== null && (choice.kind === 'existing' || search.isSuccess);
  const autoDeploy = deployOnArrival && choiceReady && !deploy.subscribing && account.status === 'subscribed';
  useEffect(() => {
    if (!autoDeploy || !choice) return;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    platform.track('website_deployment_started', { kind: choice.kind, extension: extensionOf(choice.name.toLowerCase()) });
    deploy.deploy(choice);
    // Runs once, when everything it waits for is there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoDeploy]);
  const oneStepLeft = arrivedToDeploy && !deployOnArrival && choice === null;

  if (deploy.deployment && choice) {
    return <DeploymentLive deployment={deploy.deployment} domain={choice.name} kind={choice.kind} />;
  }

  if (deploy.phase) {
    return (
      <Page title="Deploying Your Website" heading="Deploying Your Website..." width="narrow">
        <Card>
          <CardContent className={styles.deploying}>
            <Spinner size="lg" label={deploy.phase === 'deploying' ? PHASE_TEXT.deploying : PHASE_TEXT.configuring} />
            <ol className={styles.steps} aria-label="Deployment steps">
              <li aria-current={deploy.phase !== 'deploying' ? 'step' : undefined}>Configuring domain</li>
              <li aria-current={deploy.phase === 'deploying' ? 'step' : undefined}>Publishing website</li>
              <li>Going live</li>
            </ol>
          </CardContent>
        </Card>
      </Page>
    );
  }

  const backTo = templateId ? `/website-preview/${encodeURIComponent(templateId)}` : '/website-onboarding';

  return (
    <Page
      title="Choose Your Domain"
      heading="Choose Your Domain"
      lead="Pick a new domain or connect one you already own."
      width="narrow"
      eyebrow={
        <Link to={backTo} className={layout.backLink}>
          ← {templateId ? 'Back to Preview' : 'Back to Setup'}
        </Link>
      }
    >
      <div className={styles.stack}>
        {info ? (
          <Card>
            <CardHeader>
              <CardTitle as="h2">Website Ready for</CardTitle>
              <CardDescription className={styles.ready}>
                <strong>{info.businessName}</strong>
                {info.businessType ? <Badge variant="secondary">{info.businessType}</Badge> : null}
              </CardDescription>
            </CardHeader>
            {info.description ? (
              <CardContent>
                <p className={styles.description}>{info.description}</p>
              </CardContent>
            ) : null}
          </Card>
        ) : null}

        <PlanSummary planSlug={searchParams.get('plan')} subscribing={deploy.subscribing} />

        <Tabs value={tab} onValueChange={(value) => setTab(value === 'existing' ? 'existing' : 'purchase')}>
          <TabsList aria-label="Domain options">
            <TabsTrigger value="purchase">Purchase New Domain</TabsTrigger>
            <TabsTrigger value="existing">Use Existing Domain</TabsTrigger>
          </TabsList>

          <TabsContent value="purchase">
            <form className={styles.searchRow} onSubmit={onSearch} role="search" aria-label="Domain search">
              <Field label="Domain name" description="Letters and digits only" className={styles.grow}>
                <Input
                  value={searchText}
                  onChange={(event) => setSearchText(domainSearchText(event.target.value))}
                  placeholder="yourbusiness"
                  autoComplete="off"
                />
              </Field>
              <Button type="submit" disabled={!searchText || search.isFetching}>
                Search
              </Button>
            </form>

            {search.isFetching ? (
              <Spinner label="Searching domains..." />
            ) : search.isError ? (
              <p role="alert" className={styles.error}>
                {apiErrorMessage(search.error, 'The domain search failed. Please try again.')}
              </p>
            ) : search.data ? (
              <fieldset className={styles.results}>
                <legend className={styles.legend}>Available domains for {query}</legend>
                {search.data.map((result) => (
                  <label
                    key={result.domain}
                    className={[styles.result, result.available ? undefined : styles.taken].filter(Boolean).join(' ')}
                  >
                    <input
                      type="radio"
                      name="domain"
                      value={result.domain}
                      checked={chosen === result.domain}
                      disabled={!result.available}
                      onChange={() => {
                        setChosen(result.domain);
                        platform.track('domain_selected', { extension: result.extension, kind: 'purchase' });
                      }}
                    />
                    <span className={styles.domain}>{result.domain}</span>
                    <span className={styles.price}>{NZD.format(result.price)} {result.currency}/year</span>
                    <Badge variant={AVAILABILITY_BADGE[result.availability].variant}>{AVAILABILITY_BADGE[result.availability].text}</Badge>
                  </label>
                ))}
              </fieldset>
            ) : null}
          </TabsContent>

          <TabsContent value="existing">
            <Field label="Your domain" description="For example mybusiness.co.nz">
              <Input
                value={existing}
                onChange={(event) => setExisting(event.target.value)}
                onBlur={onExistingDone}
                placeholder="mybusiness.co.nz"
                autoComplete="off"
                maxLength={253}
              />
            </Field>
            <div className={styles.notice} role="note" aria-label="DNS settings">
              <h3 className={styles.noticeHeading}>DNS settings</h3>
              <p>At your domain provider, add this record so your domain points to your new website:</p>
              <dl className={styles.dns}>
                <dt>Type</dt>
                <dd>A record</dd>
                <dt>Host</dt>
                <dd>@</dd>
                <dt>Value</dt>
                <dd>Provided after deployment</dd>
              </dl>
              <p className={styles.noticeAfter}>
                After deployment you also get a TXT record that proves the domain is yours. Your website is live at once on our
                address, and on your domain as soon as it is verified.
              </p>
            </div>
          </TabsContent>
        </Tabs>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Ready to Deploy?</CardTitle>
            <CardDescription>
              {choice ? `Your website will be published at ${choice.name}.` : 'Choose a domain above to publish your website.'}
            </CardDescription>
          </CardHeader>
          <CardContent className={styles.deployRow}>
            {choice?.kind === 'purchase' ? (
              <p className={styles.deployNote}>
                {choice.name} is ordered for you: it goes on your invoice at its yearly price, and your website is live at its address on
                our server until the domain is registered and connected.
              </p>
            ) : null}
            {choice && domainsNotSetUp ? <p className={styles.deployNote}>{CUSTOM_DOMAINS_NOT_SET_UP}</p> : null}
            {oneStepLeft ? (
              <p role="status" className={styles.stepLeft}>
                One step left: choose your domain above, then press Deploy Your Website.
              </p>
            ) : null}
            {choice && account.status === 'none' && platform.session.status === 'signed-in' && !deploy.subscribing ? (
              <p className={styles.deployNote}>Next you choose your hosting plan; your website is published as soon as you subscribe.</p>
            ) : null}
            {deploy.failure ? (
              <p role="alert" className={styles.error}>
                {deploy.failure}
              </p>
            ) : null}
            {deploy.failure === SITES_MESSAGES.subscriptionRequired ? (
              <Link to="/subscription-payment" className={layout.backLink}>
                Choose a plan
              </Link>
            ) : null}
            <Button type="button" size="lg" disabled={!choice || deploy.subscribing} onClick={onDeploy}>
              Deploy Your Website
            </Button>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
