import { Link } from 'react-router';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@agency/design-system/dialog';
import { durationText, teamText, type CaseStudy } from '../case-study/case-studies.data';
import { ProjectFacts } from './project-facts';
import * as styles from './portfolio-page.module.css';

/** A quick look at a project without leaving the portfolio: overview, key results and technologies. */
export function QuickPreviewDialog({ study }: { study: CaseStudy }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-describedby={`project-${study.id}`}>
          Quick Preview
        </Button>
      </DialogTrigger>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{study.title}</DialogTitle>
          <DialogDescription>{study.subtitle}</DialogDescription>
        </DialogHeader>
        <img className={styles.previewImage} src={study.image} width={640} height={360} alt={study.imageAlt} />
        <ProjectFacts client={study.client} duration={durationText(study)} team={teamText(study)} />
        <p className={styles.previewText}>{study.overview}</p>
        <h3 className={styles.previewHeading}>Key results</h3>
        <ul className={styles.previewList}>
          {study.results.map((result) => (
            <li key={result}>{result}</li>
          ))}
        </ul>
        <ul className={styles.tags} aria-label="Technologies used">
          {study.technologies.map((technology) => (
            <li key={technology}>
              <Badge variant="outline">{technology}</Badge>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button asChild>
            <Link to={`/case-study/${study.id}`}>Read the Full Case Study</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
