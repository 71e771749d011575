import { Activity, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@agency/design-system/badge';
import { Page } from '@agency/design-system/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@agency/design-system/tabs';
import { AnalyticsTab } from '../analytics/analytics-tab';
import { AppointmentsTab } from '../appointments/appointments-tab';
import { AssessmentsTab } from '../assessments/assessments-tab';
import { EmailsTab } from '../emails/emails-tab';
import { FeedbackTab } from '../feedback/feedback-tab';
import { LeadsTab } from '../leads/leads-tab';
import { LiveChatTab } from '../live-chat/live-chat-tab';
import { OverviewTab } from '../overview/overview-tab';
import { ProjectsTab } from '../projects/projects-tab';
import { UsersTab } from '../users/users-tab';
import { useCrmQuery } from '../../crm-kit/crm-api';
import { formatMoney } from '../../crm-kit/crm-data';
import * as styles from './crm-dashboard.module.css';
import { StatTiles } from '../../crm-kit/stat-tiles';

export interface CrmDashboardProps {
  title: string;
  /** Shown above the heading, e.g. the Test Mode notice. */
  notice?: ReactNode;
}

const TABS = ['overview', 'leads', 'appointments', 'users', 'assessments', 'analytics', 'projects', 'emails', 'live-chat', 'feedback'] as const;
export type CrmTab = (typeof TABS)[number];
const isTab = (value: string | null): value is CrmTab => TABS.includes(value as CrmTab);

/**
 * Each tab's label and content. The content is one element for the page's lifetime: a tab switch re-renders the
 * dashboard, and given the same element object React skips the panel's tree (already built while it was hidden)
 * instead of rendering it again inside the click.
 */
const TAB_VIEWS: Record<CrmTab, { label: string; content: ReactNode; onOpenOnly?: boolean }> = {
  overview: { label: 'Overview', content: <OverviewTab /> },
  leads: { label: 'Lead Management', content: <LeadsTab /> },
  appointments: { label: 'Appointments', content: <AppointmentsTab /> },
  users: { label: 'User Management', content: <UsersTab /> },
  assessments: { label: 'User Assessments', content: <AssessmentsTab /> },
  // Its chart library is the CRM's heaviest download: fetched only when the tab is opened.
  analytics: { label: 'Analytics', content: <AnalyticsTab />, onOpenOnly: true },
  projects: { label: 'Projects', content: <ProjectsTab /> },
  emails: { label: 'E-mails', content: <EmailsTab /> },
  'live-chat': { label: 'Live Chat', content: <LiveChatTab /> },
  feedback: { label: 'Feedback', content: <FeedbackTab /> },
};

/**
 * A tab's panel. Unless `onOpenOnly`, it is rendered ahead of its first opening: while another tab is shown it stays
 * mounted but hidden inside React's <Activity mode="hidden">, which renders it at the lowest priority, in idle time,
 * with its effects (data fetching, sockets) not started. Opening the tab then shows a tree already built, its code
 * already compiled, instead of building it on the click; what was typed in it is still there on coming back.
 */
function CrmTabPanel({ value, shown, onOpenOnly = false, children }: { value: CrmTab; shown: CrmTab; onOpenOnly?: boolean; children: ReactNode }) {
  const active = value === shown;
  if (onOpenOnly) return <TabsContent value={value}>{children}</TabsContent>;
  return (
    <TabsContent value={value} forceMount hidden={!active}>
      <Activity mode={active ? 'visible' : 'hidden'}>{children}</Activity>
    </TabsContent>
  );
}

/** The four summary figures, counted by the server over all rows. */
function SummaryCards() {
  const summary = useCrmQuery('GET /api/crm/summary', {});
  const figure = (value: number | undefined, format: (value: number) => string = String) =>
    summary.data ? format(value ?? 0) : summary.isError ? '–' : '…';
  return (
    <section aria-label="Summary" aria-busy={summary.isPending || undefined}>
      <StatTiles
        tiles={[
          { label: 'Total Leads', value: figure(summary.data?.totalLeads) },
          { label: 'Hot Leads', value: figure(summary.data?.hotLeads) },
          { label: 'Total Value', value: figure(summary.data?.totalValue, formatMoney) },
          { label: 'Appointments', value: figure(summary.data?.appointments) },
        ]}
      />
    </section>
  );
}

/** The CRM screen shared by /crm (admins, the API) and /admin-test (the sample): the page's CrmApiProvider decides. */
export function CrmDashboard({ title, notice }: CrmDashboardProps) {
  // The open tab lives in the address (?tab=leads), so reload and Back keep it and a lead page can link back to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const addressTab: CrmTab = isTab(requested) ? requested : 'overview';
  // The clicked tab shows at once: the router applies address changes in a transition, which would hold the new
  // panel back until it and everything else pending had rendered. The address still follows, and Back (or any other
  // change of the address) wins over the click.
  const [tab, setTab] = useState<CrmTab>(addressTab);
  const [shownAddressTab, setShownAddressTab] = useState<CrmTab>(addressTab);
  if (addressTab !== shownAddressTab) {
    setShownAddressTab(addressTab);
    setTab(addressTab);
  }

  return (
    <Page
      width="wide"
      title={title}
      eyebrow={notice}
      heading="CRM Dashboard"
      headingAddon={<Badge variant="secondary">Admin</Badge>}
      lead="Welcome, Admin"
    >
      <SummaryCards />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isTab(value)) setTab(value);
          // Radix reports a click twice (pointer down and focus): one history entry per tab change, so Back works.
          const current = new URLSearchParams(window.location.search).get('tab') ?? 'overview';
          if (value !== current) setSearchParams(value === 'overview' ? {} : { tab: value });
        }}
        className={styles.tabs}
      >
        <TabsList aria-label="CRM sections">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_VIEWS[value].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((value) => (
          <CrmTabPanel key={value} value={value} shown={tab} onOpenOnly={TAB_VIEWS[value].onOpenOnly}>
            {TAB_VIEWS[value].content}
          </CrmTabPanel>
        ))}
      </Tabs>
    </Page>
  );
}
