import { Link, Navigate } from 'react-router';
import { CLIENT_HOME_RECENT_ASSESSMENTS, CLIENT_HOME_RECENT_PROJECTS, CONSULTANT_PAGE_PATH, CONTACT_PAGE_PATH, formatNzDate } from '@agency/contracts';
import { SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { Page, PageSection } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { Card } from '@agency/design-system/card';
import { useAssessments, useCompanies, useProjects, useUnauthorizedRedirect } from '../client-data/client-data.api';
import { AssessmentScore, assessmentTitle } from '../discovery/assessment-display';
import { ProjectProgress, ProjectStatusBadge } from '../projects/project-display';
import * as styles from './client-home-page.module.css';
import { useFirstVisit } from './use-first-visit';

/** 'Welcome' on an account's first visit, 'Welcome back' after: a new account has not been here before. */
function Greeting({ userId, name }: { userId: string; name: string }) {
  const firstVisit = useFirstVisit(userId);
  return <>{firstVisit ? `Welcome, ${name}!` : `Welcome back, ${name}!`}</>;
}

/** Home for signed-in clients; the shell shows the marketing home to everyone else. */
export function ClientHomePage() {
  const { session, widgets } = usePlatform();
  const signedInClient = session.status === 'signed-in' && session.user !== null && session.user.role !== 'admin';
  const projects = useProjects(signedInClient);
  const companies = useCompanies(signedInClient);
  const assessments = useAssessments(signedInClient);
  useUnauthorizedRedirect([projects, companies, assessments]);

  if (session.status === 'loading') {
    return (
      <Page title="Welcome" heading="Welcome" width="default">
        <Spinner />
      </Page>
    );
  }
  if (session.status === 'signed-out' || !session.user) {
    return null;
  }
  // Admins work in the CRM; replace so Back does not bounce them here again.
  if (session.user.role === 'admin') {
    return <Navigate to="/crm" replace />;
  }

  const name = session.user.firstName || session.user.email;
  const projectList = projects.data ?? [];
  const counters = [
    { label: 'Active Projects', value: projectList.filter((project) => project.status === 'in_progress').length, query: projects },
    { label: 'Total Projects', value: projectList.length, query: projects },
    { label: 'Companies', value: companies.data?.length ?? 0, query: companies },
    { label: 'Assessments', value: assessments.data?.length ?? 0, query: assessments },
  ];
  const recentProjects = projectList.slice(0, CLIENT_HOME_RECENT_PROJECTS);
  const recentAssessments = (assessments.data ?? []).slice(0, CLIENT_HOME_RECENT_ASSESSMENTS);

  return (
    <Page title="Welcome" heading={<Greeting key={session.user.id} userId={session.user.id} name={name} />} lead="Here's what's happening with your projects.">
      <dl className={styles.counters} aria-label="Your numbers">
        {counters.map(({ label, value, query }) => (
          <Card key={label} className={styles.counter} data-testid={`counter-${label}`}>
            <dt>{label}</dt>
            <dd aria-busy={query.isPending && query.fetchStatus !== 'idle'}>{query.isPending && query.fetchStatus !== 'idle' ? '…' : value}</dd>
          </Card>
        ))}
      </dl>

      <PageSection heading="Recent Projects">
        {projects.isPending ? (
          <Spinner label="Loading projects..." />
        ) : projects.isError ? (
          <p className={layout.muted}>Your projects could not be loaded. Please refresh the page.</p>
        ) : recentProjects.length === 0 ? (
          <p className={layout.muted}>
            No projects yet. <Link to="/dashboard">Request your first project</Link> from the dashboard.
          </p>
        ) : (
          <ul className={styles.list} aria-label="Recent projects">
            {recentProjects.map((project) => (
              <li key={project.id} className={styles.item}>
                <div className={styles.itemHeader}>
                  <h3 className={styles.itemTitle}>{project.title}</h3>
                  <ProjectStatusBadge status={project.status} />
                </div>
                <ProjectProgress phase={project.phase} title={project.title} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection heading="Quick Actions">
        <div className={layout.row}>
          {/* The contact form and the consultant live on the contact page: this home has no contact section. */}
          <Button asChild>
            <Link to={CONTACT_PAGE_PATH}>Start a New Project</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={CONSULTANT_PAGE_PATH}>Talk to AI Consultant</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">View Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/book-consultation">Book Consultation</Link>
          </Button>
          <Button asChild variant="outline">
            <a href={`mailto:${SUPPORT_EMAIL}`}>Get Support</a>
          </Button>
        </div>
      </PageSection>

      <PageSection heading="Your Assessments">
        {assessments.isPending ? (
          <Spinner label="Loading assessments..." />
        ) : recentAssessments.length === 0 ? (
          <p className={layout.muted}>
            No assessments yet. <Link to="/dashboard">Take the discovery assessment</Link> to get tailored advice.
          </p>
        ) : (
          <ul className={styles.list} aria-label="Recent assessments">
            {recentAssessments.map((assessment, index) => (
              <li key={assessment.id} className={styles.item}>
                <div className={styles.itemHeader}>
                  <h3 className={styles.itemTitle}>{assessmentTitle((assessments.data ?? []).length - index)}</h3>
                  <AssessmentScore score={assessment.score} />
                </div>
                <p className={layout.muted}>{formatNzDate(assessment.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      {/* 'client-home' rather than the spec's 'home': the marketing home's floating widget already uses 'home',
          and a client's answer about their portal should not be mixed into the visitors' statistics. */}
      <widgets.InlineFeedbackPrompt context="client-home" variant="section" question="How are we doing?" />
    </Page>
  );
}
