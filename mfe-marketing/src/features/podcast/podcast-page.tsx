import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@agency/design-system/card';
import { Page, PageSection } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';
import { useMetaDescription } from '@agency/design-system/page-title';
import { AudioPlayer } from './audio-player';
import { EPISODES } from './episodes.data';

export function PodcastPage() {
  useMetaDescription(
    'Listen to or download the Kea AI Studio podcast: short, practical episodes on AI and automation for New Zealand small businesses.',
  );
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
      <div className={layout.stack}>
        {EPISODES.map((episode) => (
          <Card key={episode.number}>
            <CardHeader>
              <CardDescription>{`Episode ${episode.number}`}</CardDescription>
              <CardTitle as="h2">{episode.title}</CardTitle>
              <CardDescription>{episode.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <AudioPlayer episode={episode} />
            </CardContent>
          </Card>
        ))}
      </div>
      <PageSection heading="Ready to put AI to work?">
        <div className={layout.row}>
          <Button asChild>
            <Link to="/book-consultation">Book a Free Consultation</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/discovery">Take the Discovery Assessment</Link>
          </Button>
        </div>
      </PageSection>
    </Page>
  );
}
