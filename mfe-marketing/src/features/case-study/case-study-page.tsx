import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Page, PageSection } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { layout } from '@agency/design-system/layout';
import { useMetaDescription } from '@agency/design-system/page-title';
import { durationText, findCaseStudy, teamText, type CaseStudy } from './case-studies.data';
import * as styles from './case-study-page.module.css';

export function CaseStudyPage() {
  const { id } = useParams();
  const study = findCaseStudy(id);
  return study ? <CaseStudyDetails study={study} /> : <CaseStudyNotFound />;
}

function CaseStudyNotFound() {
  useMetaDescription('This case study does not exist. See our portfolio for the projects we have delivered.');
  return (
    <Page title="Case Study Not Found" heading="Case Study Not Found" width="narrow">
      <div className={layout.stack}>
        <p className={layout.muted}>We couldn't find that case study. It may have moved or the link may be mistyped.</p>
        <p>
          <Link to="/portfolio" className={layout.backLink}>
            ← Back to Portfolio
          </Link>
        </p>
      </div>
    </Page>
  );
}

function CaseStudyDetails({ study }: { study: CaseStudy }) {
  const { track } = usePlatform();
  useMetaDescription(`${study.title}: ${study.description} A case study by Kea AI Studio.`);
  // The sample case study's name is tracked (spec part 2 §7): its id, for reports to group by, and the title shown.
  useEffect(() => track('case_study_viewed', { caseStudy: study.id, title: study.title }), [study.id, study.title, track]);

  return (
    <Page
      title={`${study.title} Case Study`}
      heading={study.title}
      lead={study.subtitle}
      eyebrow={
        <Link to="/portfolio" className={layout.backLink}>
          ← Back to Portfolio
        </Link>
      }
    >
      <div className={styles.summary}>
        <div className={layout.stack}>
          <ul className={styles.tags} aria-label="Tags">
            {study.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
          <dl className={styles.facts}>
            <div>
              <dt>Client</dt>
              <dd>{study.client}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{durationText(study)}</dd>
            </div>
            <div>
              <dt>Team Size</dt>
              <dd>{teamText(study)}</dd>
            </div>
          </dl>
          <div className={layout.row}>
            <Button asChild>
              <Link to="/book-consultation">Book Consultation</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/#contact">Get In Touch</Link>
            </Button>
          </div>
        </div>
        <img className={styles.image} src={study.image} width={640} height={360} alt={study.imageAlt} />
      </div>

      <PageSection id="overview" heading="Overview">
        <p className={styles.text}>{study.overview}</p>
      </PageSection>
      <div className={styles.columns}>
        <PageSection id="challenges" heading="Challenges">
          <BulletList items={study.challenges} />
        </PageSection>
        <PageSection id="solutions" heading="Solutions">
          <BulletList items={study.solutions} />
        </PageSection>
        <PageSection id="results" heading="Results">
          <BulletList items={study.results} />
        </PageSection>
      </div>
      <PageSection id="technologies" heading="Technologies">
        <ul className={styles.tags} aria-label="Technologies used">
          {study.technologies.map((technology) => (
            <li key={technology}>
              <Badge variant="outline">{technology}</Badge>
            </li>
          ))}
        </ul>
      </PageSection>
    </Page>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className={styles.bullets}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
