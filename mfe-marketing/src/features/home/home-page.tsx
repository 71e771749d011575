import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@agency/design-system/card';
import { usePageTitle } from '@agency/design-system/page-title';
import { CONTACT_EMAIL } from '@agency/design-system/brand';
import * as layout from '../layout/content.module.css';
import * as styles from './home-page.module.css';

/** Visitor home page: hero, then the landing sections the header's anchors point at. */
export function HomePage() {
  usePageTitle('AI Automation & Web Development in New Zealand');
  return (
    <div className={styles.home}>
      <section id="hero" aria-labelledby="hero-heading" className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.kicker}>AI automation, websites and apps for small businesses</p>
          <h1 id="hero-heading" className={styles.heroHeading}>
            Your business, simplified.
          </h1>
          <p className={styles.heroLead}>
            We build the websites, automations and AI agents that give Kiwi businesses their time back.
          </p>
          <div className={layout.row}>
            <Button asChild size="lg" variant="secondary">
              <Link to="/onboarding">Start Your Journey</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className={styles.heroOutline}>
              <Link to="/book-consultation">Schedule Free Consultation</Link>
            </Button>
          </div>
        </div>
      </section>

      <LandingSection id="services" heading="How We Can Help">
        <p className={layout.muted}>Six ways we take work off your plate.</p>
      </LandingSection>

      <LandingSection id="process" heading="Our Process">
        <p className={layout.muted}>Discover, plan, build, launch and support.</p>
      </LandingSection>

      <LandingSection id="about" heading="About Us">
        <div className={layout.grid}>
          {STATS.map((stat) => (
            <Card key={stat.label}>
              <CardHeader>
                <p className={layout.stat}>{stat.value}</p>
                <CardDescription>{stat.label}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </LandingSection>

      <LandingSection id="contact" heading="Get Started Today">
        <Card>
          <CardHeader>
            <CardTitle>Contact Information</CardTitle>
          </CardHeader>
          <CardContent>
            <p>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
            <p className={layout.muted}>Auckland, New Zealand</p>
          </CardContent>
        </Card>
      </LandingSection>
    </div>
  );
}

const STATS = [
  { value: '50', label: 'Projects Completed' },
  { value: '25', label: 'Happy Clients' },
  { value: '100%', label: 'Avg. Efficiency Gain' },
  { value: '5+', label: 'Years Experience' },
];

function LandingSection({ id, heading, children }: { id: string; heading: string; children?: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
