import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { Page, PageSection } from '@agency/design-system/page';
import { CASE_STUDIES } from '../case-study/case-studies.data';
import * as layout from '../layout/content.module.css';

const STATS = [
  { value: '50', label: 'Projects Completed' },
  { value: '25', label: 'Happy Clients' },
  { value: '100%', label: 'Efficiency Gain' },
];

export function PortfolioPage() {
  return (
    <Page title="Portfolio" heading="Our Portfolio" lead="Real projects for real New Zealand businesses.">
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
      <PageSection heading="Featured Projects">
        <div className={layout.grid}>
          {CASE_STUDIES.map((study) => (
            <Card key={study.id}>
              <CardHeader>
                <CardTitle>{study.title}</CardTitle>
                <CardDescription>{study.subtitle}</CardDescription>
              </CardHeader>
              <CardFooter>
                <Button asChild variant="outline" size="sm">
                  <Link to={`/case-study/${study.id}`}>View Case Study</Link>
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      </PageSection>
      <PageSection heading="Ready to start your project?">
        <div className={layout.row}>
          <Button asChild>
            <Link to="/#contact">Get In Touch</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/discovery">Take the Discovery Assessment</Link>
          </Button>
        </div>
      </PageSection>
    </Page>
  );
}
