import { Link } from 'react-router';
import { AGENCY_STATS } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { Page, PageSection } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { CASE_STUDIES, durationText, teamText, type CaseStudy } from '../case-study/case-studies.data';
import { useMetaDescription } from '@agency/design-system/page-title';
import { ProjectFacts } from './project-facts';
import { QuickPreviewDialog } from './quick-preview-dialog';
import * as styles from './portfolio-page.module.css';
import { StatTiles } from '../stats/stat-tiles';

/** The portfolio's three tiles (spec part 1 §3): the agency's facts, the efficiency gain under the spec's shorter label. */
const [projects, clients, efficiency] = AGENCY_STATS;
const STATS = [projects, clients, { value: efficiency.value, label: 'Efficiency Gain' }];

export function PortfolioPage() {
  const { widgets } = usePlatform();
  useMetaDescription(
    'Marketplaces, farmer-direct ordering and an architecture design platform: projects Kea AI Studio has built for New Zealand businesses.',
  );
  return (
    <Page title="Portfolio" heading="Our Portfolio" lead="Real projects for real New Zealand businesses.">
      <StatTiles stats={STATS} />
      <PageSection id="projects" heading="Featured Projects">
        <ul className={styles.projects}>
          {CASE_STUDIES.map((study, index) => (
            <li key={study.id}>
              <ProjectCard study={study} aboveTheFold={index === 0} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="next-steps" heading="Ready to start your project?">
        <p className={styles.ctaText}>Tell us what you have in mind, or take the assessment to find where to begin.</p>
        <div className={styles.ctaRow}>
          <Button asChild>
            <Link to="/#contact">Get In Touch</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/discovery">Take the Discovery Assessment</Link>
          </Button>
        </div>
      </PageSection>
      <widgets.FeedbackWidget context="portfolio" />
    </Page>
  );
}

/** The first card shows on arrival, even on a phone: its image loads at once and first; the others wait for scrolling. */
function ProjectCard({ study, aboveTheFold }: { study: CaseStudy; aboveTheFold: boolean }) {
  const titleId = `project-${study.id}`;
  return (
    <Card className={styles.projectCard} role="article" aria-labelledby={titleId}>
      <img
        className={styles.projectImage}
        src={study.image}
        width={640}
        height={360}
        alt={study.imageAlt}
        loading={aboveTheFold ? 'eager' : 'lazy'}
        fetchPriority={aboveTheFold ? 'high' : 'auto'}
      />
      <CardHeader>
        <Badge variant="secondary" className={styles.category}>
          {study.category}
        </Badge>
        <CardTitle id={titleId}>{study.title}</CardTitle>
        <CardDescription>{study.description}</CardDescription>
      </CardHeader>
      <CardContent className={styles.projectBody}>
        <ProjectFacts client={study.client} duration={durationText(study)} team={teamText(study)} />
        <ul className={styles.tags} aria-label="Tags">
          {study.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className={styles.projectFooter}>
        <QuickPreviewDialog study={study} />
        <Button asChild size="sm">
          <Link to={`/case-study/${study.id}`} aria-describedby={titleId}>
            View Case Study
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
