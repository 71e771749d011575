import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { usePlatform } from '@agency/design-system/platform-context';
import { Icon, type IconName } from './icons';
import { LandingSection } from './landing-section';
import * as styles from './home-page.module.css';

const LEAD_MAGNETS: Array<{ id: string; icon: IconName; title: string; description: string; cta: string; to: string }> = [
  {
    id: 'podcast',
    icon: 'headphones',
    title: 'AI Automation Podcasts',
    description: 'Short episodes on practical automation for small businesses.',
    cta: 'Listen Now',
    to: '/podcast',
  },
  {
    id: 'consultation',
    icon: 'calendar',
    title: 'Free Consultation',
    description: 'A free 30 minutes with us to talk through your goals and where AI can help.',
    cta: 'Schedule Now',
    to: '/book-consultation',
  },
  {
    id: 'assessment',
    icon: 'compass',
    title: 'Custom Assessment',
    description: 'A guided assessment of your business with tailored recommendations.',
    cta: 'Start Assessment',
    to: '/onboarding',
  },
];

/** Free things that start a conversation (spec part 1 §2). */
export function LeadMagnetsSection() {
  const { track } = usePlatform();
  return (
    <LandingSection id="resources" heading="Free Resources" lead="Start learning and planning today, at no cost." tone="muted">
      <ul className={styles.cardGrid}>
        {LEAD_MAGNETS.map((magnet) => (
          <li key={magnet.id}>
            <Card className={styles.magnetCard}>
              <CardHeader>
                <span className={styles.magnetIcon}>
                  <Icon name={magnet.icon} size={28} />
                </span>
                <CardTitle id={`magnet-${magnet.id}`}>{magnet.title}</CardTitle>
                <CardDescription>{magnet.description}</CardDescription>
              </CardHeader>
              <CardFooter className={styles.pushDown}>
                <Button asChild>
                  <Link
                    to={magnet.to}
                    aria-describedby={`magnet-${magnet.id}`}
                    onClick={() => track('lead_magnet_clicked', { magnet: magnet.id })}
                  >
                    {magnet.cta}
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
