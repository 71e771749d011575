import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import * as layout from '../layout/content.module.css';

export function PodcastPage() {
  return (
    <Page
      title="Podcast"
      heading="AI Automation Podcast"
      lead="Practical conversations about AI and automation for small businesses."
      width="narrow"
      eyebrow={
        <Link to="/" className={layout.backLink}>
          ← Back to Home
        </Link>
      }
    >
      <div className={layout.row}>
        <Button asChild>
          <Link to="/book-consultation">Book a Free Consultation</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/discovery">Take the Discovery Assessment</Link>
        </Button>
      </div>
    </Page>
  );
}
