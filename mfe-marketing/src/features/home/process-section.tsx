import { LandingSection } from './landing-section';
import * as sections from './home-sections.module.css';

const STEPS = [
  { title: 'Discover', text: 'We learn how your business runs today and where the time goes.' },
  { title: 'Plan', text: 'You get a clear proposal: what we build, what it costs and what it saves.' },
  { title: 'Build', text: 'We design and build in short steps, showing you progress every week.' },
  { title: 'Launch', text: 'We test with you, train your team and go live without disruption.' },
  { title: 'Support', text: 'We keep things running, measure the results and improve as you grow.' },
];

export function ProcessSection() {
  return (
    <LandingSection id="process" heading="Our Process" lead="From first conversation to lasting results, in five steps.">
      <ol className={sections.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={sections.step}>
            <span className={sections.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={sections.stepTitle}>{step.title}</h3>
            <p className={sections.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
