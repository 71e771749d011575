import { Link, useParams } from 'react-router';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import * as layout from '../layout/content.module.css';
import { findCaseStudy } from './case-studies.data';

export function CaseStudyPage() {
  const { id } = useParams();
  const study = findCaseStudy(id);

  if (!study) {
    return (
      <Page title="Case Study Not Found" heading="Case Study Not Found" width="narrow">
        <div className={layout.stack}>
          <p className={layout.muted}>We couldn't find that case study.</p>
          <p>
            <Link to="/portfolio" className={layout.backLink}>
              ← Back to Portfolio
            </Link>
          </p>
        </div>
      </Page>
    );
  }

  return (
    <Page
      title={study.title}
      heading={study.title}
      lead={study.subtitle}
      eyebrow={
        <Link to="/portfolio" className={layout.backLink}>
          ← Back to Portfolio
        </Link>
      }
    >
      <div className={layout.stack}>
        <div className={layout.row}>
          {study.tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </div>
        <dl className={layout.row}>
          <dt>Client</dt>
          <dd>{study.client}</dd>
          <dt>Duration</dt>
          <dd>{study.durationMonths} months</dd>
          <dt>Team</dt>
          <dd>{study.teamSize} people</dd>
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
    </Page>
  );
}
