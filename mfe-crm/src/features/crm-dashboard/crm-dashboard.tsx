import { useState, type ReactNode } from 'react';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@agency/design-system/tabs';
import { AnalyticsTab } from '../analytics/analytics-tab';
import { AppointmentsTab } from '../appointments/appointments-tab';
import { AssessmentsTab } from '../assessments/assessments-tab';
import { FeedbackTab } from '../feedback/feedback-tab';
import { LeadsTab } from '../leads/leads-tab';
import { LiveChatTab } from '../live-chat/live-chat-tab';
import { OverviewTab } from '../overview/overview-tab';
import { UsersTab } from '../users/users-tab';
import { formatMoney, summarise, type CrmData } from './crm-data';
import * as styles from './crm-dashboard.module.css';
import { StatTiles } from './stat-tiles';

export interface CrmDashboardProps {
  /** Data the screen starts from: live data for /crm, sample data for /admin-test. */
  initialData: CrmData;
  title: string;
  /** Shown above the heading, e.g. the Test Mode notice. */
  notice?: ReactNode;
  /** The live 'Live Chat' tab: on /crm, not on the sample-data screen. */
  liveChat?: boolean;
  /** The live 'Feedback' tab: on /crm, not on the sample-data screen. */
  feedback?: boolean;
}

/** The CRM screen shared by /crm (admins) and /admin-test (sample data). */
export function CrmDashboard({ initialData, title, notice, liveChat = false, feedback = false }: CrmDashboardProps) {
  const platform = usePlatform();
  const [data, setData] = useState(initialData);
  const summary = summarise(data);

  const deleteLead = (id: string) => {
    setData((current) => ({ ...current, leads: current.leads.filter((lead) => lead.id !== id) }));
    platform.toast({ title: 'Lead deleted successfully' });
  };
  const deleteAppointment = (id: string) => {
    setData((current) => ({ ...current, appointments: current.appointments.filter((item) => item.id !== id) }));
    platform.toast({ title: 'Appointment deleted successfully' });
  };

  return (
    <Page
      title={title}
      eyebrow={notice}
      heading="CRM Dashboard"
      headingAddon={<Badge variant="secondary">Admin</Badge>}
      lead="Welcome, Admin"
      actions={
        <Button variant="outline" onClick={() => platform.signOut()}>
          Logout
        </Button>
      }
    >
      <StatTiles
        tiles={[
          { label: 'Total Leads', value: summary.totalLeads },
          { label: 'Hot Leads', value: summary.hotLeads },
          { label: 'Total Value', value: formatMoney(summary.totalValue) },
          { label: 'Appointments', value: summary.appointments },
        ]}
      />
      <Tabs defaultValue="overview" className={styles.tabs}>
        <TabsList aria-label="CRM sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="leads">Lead Management</TabsTrigger>
          <TabsTrigger value="appointments">Appointments</TabsTrigger>
          <TabsTrigger value="users">User Management</TabsTrigger>
          <TabsTrigger value="assessments">User Assessments</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          {liveChat && <TabsTrigger value="live-chat">Live Chat</TabsTrigger>}
          {feedback && <TabsTrigger value="feedback">Feedback</TabsTrigger>}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab data={data} />
        </TabsContent>
        <TabsContent value="leads">
          <LeadsTab leads={data.leads} onDelete={(lead) => deleteLead(lead.id)} />
        </TabsContent>
        <TabsContent value="appointments">
          <AppointmentsTab appointments={data.appointments} onDelete={(item) => deleteAppointment(item.id)} />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab users={data.users} />
        </TabsContent>
        <TabsContent value="assessments">
          <AssessmentsTab assessments={data.assessments} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab data={data} />
        </TabsContent>
        {liveChat && (
          <TabsContent value="live-chat">
            <LiveChatTab />
          </TabsContent>
        )}
        {feedback && (
          <TabsContent value="feedback">
            <FeedbackTab />
          </TabsContent>
        )}
      </Tabs>
    </Page>
  );
}
