import { Link, useSearchParams } from 'react-router';
import { CLIENT_AREA_TEXT } from '@agency/contracts';
import { Page } from '@agency/design-system/page';
import { usePageTitle } from '@agency/design-system/page-title';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@agency/design-system/tabs';
import { CompaniesTab } from '../companies/companies-tab';
import { DiscoveryTab } from '../discovery/discovery-tab';
import { layout } from '@agency/design-system/layout';
import { ProjectsTab } from '../projects/projects-tab';
import { ResourcesTab } from '../resources/resources-tab';
import { WebsitesTab } from '../websites/websites-tab';
import * as styles from './dashboard-page.module.css';
import { useAssessments, useCompanies, useProjects, useUnauthorizedRedirect } from '../client-data/client-data.api';
import { useDashboardAccess } from './use-dashboard-access';

const TABS = ['projects', 'websites', 'discovery', 'companies', 'resources'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

export function DashboardPage() {
  const platform = usePlatform();
  useDashboardAccess(platform);
  usePageTitle('Dashboard');
  const { session } = platform;
  const signedIn = session.status === 'signed-in' && session.user !== null;
  // The three user lists load once for all tabs; any 401 among them means the session ended (spec part 2 §8).
  useUnauthorizedRedirect([useProjects(signedIn), useCompanies(signedIn), useAssessments(signedIn)]);
  // The open tab lives in the address (?tab=discovery), so it survives a reload and can be linked to.
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const tab: Tab = isTab(requestedTab) ? requestedTab : 'projects';

  if (session.status === 'loading') {
    return (
      <div className={layout.centered}>
        <Spinner label={CLIENT_AREA_TEXT.loadingDashboard} size="lg" />
      </div>
    );
  }
  // Signed out: nothing renders while the toast shows and the sign-in redirect is pending.
  if (session.status === 'signed-out' || !session.user) {
    return null;
  }

  const name = session.user.firstName || session.user.email;
  return (
    <Page
      title="Dashboard"
      heading="Client Dashboard"
      lead={`Signed in as ${name}`}
      eyebrow={
        <Link to="/" className={layout.backLink}>
          ← Back to Home
        </Link>
      }
    >
      <Tabs
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'projects' ? {} : { tab: value }, { replace: true })}
        className={styles.tabs}
      >
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="projects">Projects</TabsTrigger>
          <TabsTrigger value="websites">Websites</TabsTrigger>
          <TabsTrigger value="discovery">Discovery</TabsTrigger>
          <TabsTrigger value="companies">Companies</TabsTrigger>
          <TabsTrigger value="resources">Resources</TabsTrigger>
        </TabsList>
        <TabsContent value="projects">
          <ProjectsTab />
        </TabsContent>
        <TabsContent value="websites">
          <WebsitesTab />
        </TabsContent>
        <TabsContent value="discovery">
          <DiscoveryTab />
        </TabsContent>
        <TabsContent value="companies">
          <CompaniesTab />
        </TabsContent>
        <TabsContent value="resources">
          <ResourcesTab />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
