import { Link } from 'react-router';
import { CONSULTANT_PAGE_PATH } from '@agency/contracts';
import { SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import * as styles from './resources-tab.module.css';

const GUIDES = [
  { title: 'AI Automation Starter Guide', description: 'Where automation pays off first in a small business.' },
  { title: 'Project Brief Template', description: 'The questions we ask before any build, to fill in at your pace.' },
  { title: 'Digital Marketing Checklist', description: 'A monthly routine for your website, search and social channels.' },
];

const AI_TOOLS = [
  { title: 'Discovery Assessment', description: 'Score your automation readiness in five short steps.', to: '/dashboard?tab=discovery' },
  // The consultant's chat (the home page's 'Start Your Journey'), not the six-step wizard at /onboarding.
  { title: 'AI Consultant Chat', description: 'Describe your project and get a scoped next step.', to: CONSULTANT_PAGE_PATH },
  { title: 'Website Builder', description: 'Pick a template and preview a site for your business.', to: '/website-builder' },
];

/**
 * Downloads, support and AI tools (spec part 2 §2). Guides are requested from the team by e-mail until there are
 * files to host; live chat opens the chat widget, schedule call opens the booking page.
 */
export function ResourcesTab() {
  const { widgets } = usePlatform();
  return (
    <section aria-labelledby="resources-heading" className={layout.stack}>
      <div>
        <h2 id="resources-heading" className={styles.heading}>
          Resources
        </h2>
        <p className={layout.muted}>Guides, support and AI tools for your business.</p>
      </div>
      <div className={styles.grid}>
        <Card>
          <CardHeader>
            <CardTitle>Downloads</CardTitle>
            <CardDescription>Guides and templates from our team.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className={styles.list}>
              {GUIDES.map((guide) => (
                <li key={guide.title}>
                  <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Please send me: ${guide.title}`)}`} className={styles.link}>
                    {guide.title}
                  </a>
                  <p className={styles.description}>{guide.description}</p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Support</CardTitle>
            <CardDescription>Talk to the people working on your projects.</CardDescription>
          </CardHeader>
          <CardFooter className={styles.actions}>
            <Button onClick={() => widgets.openLiveChat()}>Live Chat</Button>
            <Button asChild variant="outline">
              <a href={`mailto:${SUPPORT_EMAIL}`}>Email Support</a>
            </Button>
            <Button asChild variant="outline">
              <Link to="/book-consultation">Schedule Call</Link>
            </Button>
          </CardFooter>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>AI Tools</CardTitle>
            <CardDescription>Self-service tools to plan your next step.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className={styles.list}>
              {AI_TOOLS.map((tool) => (
                <li key={tool.title}>
                  <Link to={tool.to} className={styles.link}>
                    {tool.title}
                  </Link>
                  <p className={styles.description}>{tool.description}</p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
