import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { usePlatform } from '@agency/design-system/platform-context';
import heroImage from './images/hero.svg?inline';
import * as styles from './home-page.module.css';

/** The first screen: tagline, the two calls to action and an illustration (loaded eagerly: it is above the fold). */
export function HeroSection({ onStartJourney }: { onStartJourney(): void }) {
  const { track } = usePlatform();
  return (
    <section id="hero" aria-labelledby="hero-heading" className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.kicker}>AI automation, websites and apps for small businesses</p>
          <h1 id="hero-heading" className={styles.heroHeading}>
            Your business, simplified.
          </h1>
          <p className={styles.heroLead}>
            We build the websites, automations and AI agents that give New Zealand businesses their time back.
          </p>
          <div className={styles.heroActions}>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => {
                track('hero_cta_clicked', { cta: 'start_journey' });
                onStartJourney();
              }}
            >
              Start Your Journey
            </Button>
            <Button asChild size="lg" variant="outline" className={styles.heroOutline}>
              <Link to="/book-consultation" onClick={() => track('hero_cta_clicked', { cta: 'schedule_consultation' })}>
                Schedule Free Consultation
              </Link>
            </Button>
          </div>
        </div>
        <img
          className={styles.heroImage}
          src={heroImage}
          width={480}
          height={360}
          alt="A website on a laptop screen with an automated workflow completing a task"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
