import { Link } from 'react-router';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { usePlatform } from '@agency/design-system/platform-context';
import { scrollBehavior } from '../scroll/use-scroll-y';
import { Icon } from './icons';
import { LandingSection } from './landing-section';
import { SERVICES } from './services.data';
import * as styles from './home-page.module.css';

export function ServicesSection() {
  const { track } = usePlatform();
  // The contact form below chooses the card's service. The choice rides on the section's data-service, which the
  // form reads when its code arrives (after the press, often) and watches while it is shown: no code for it here,
  // in the home page's first load.
  const learnMore = (serviceId: string) => {
    track('service_learn_more_clicked', { service: serviceId });
    const contact = document.getElementById('contact');
    if (!contact) return;
    contact.dataset.service = serviceId;
    contact.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  };

  return (
    <LandingSection id="services" heading="How We Can Help" lead="Six ways we take work off your plate.">
      <ul className={styles.cardGrid}>
        {SERVICES.map((service) => (
          <li key={service.id}>
            <Card className={styles.serviceCard}>
              <img className={styles.cardImage} src={service.image} width={400} height={240} alt="" loading="lazy" />
              <CardHeader>
                <Badge variant="secondary" className={styles.category}>
                  <Icon name={service.icon} size={14} />
                  {service.category}
                </Badge>
                <CardTitle id={`service-${service.id}`}>{service.title}</CardTitle>
                <CardDescription>{service.description}</CardDescription>
              </CardHeader>
              <CardContent className={styles.grow} />
              <CardFooter>
                <Button variant="outline" aria-describedby={`service-${service.id}`} onClick={() => learnMore(service.id)}>
                  Learn More
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <div className={styles.banner}>
        <div>
          <h3 className={styles.bannerHeading}>Not sure where to start?</h3>
          <p className={styles.bannerText}>Answer a few questions and we'll suggest the services that fit your business.</p>
        </div>
        <Button asChild size="lg" variant="secondary">
          <Link to="/onboarding" onClick={() => track('service_learn_more_clicked', { service: 'assessment_banner' })}>
            Start Assessment
          </Link>
        </Button>
      </div>
    </LandingSection>
  );
}
