import { Link } from 'react-router';
import {
  formatPhone,
  WIZARD_BUDGET_OPTIONS,
  WIZARD_COMPANY_MAX_LENGTH,
  WIZARD_GOAL_OPTIONS,
  WIZARD_INDUSTRY_OPTIONS,
  WIZARD_ROLE_MAX_LENGTH,
  WIZARD_SERVICE_OPTIONS,
  WIZARD_TEXT_MAX_LENGTH,
  WIZARD_TIMELINE_OPTIONS,
  WIZARD_WEBSITE_MAX_LENGTH,
  type TWizardData,
  type TWizardStep,
} from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import { ChoiceGroup } from './choice-group';
import type { WizardForm } from './use-onboarding-wizard';
import * as stepForm from '../step-form/step-form.module.css';
import * as styles from './onboarding-page.module.css';

export function WelcomeStep() {
  return (
    <div className={styles.stepBody}>
      <p className={styles.intro}>
        A few questions about your business, what you need and where you want to be. We read every answer ourselves and
        come back with a recommended next step, usually within one business day.
      </p>
      <ol className={styles.outline}>
        <li>Your contact details</li>
        <li>The services you are interested in</li>
        <li>Your goals</li>
        <li>Budget, timeline and anything else we should know</li>
        <li>A summary to check before you send it</li>
      </ol>
      <p className={styles.muted}>It takes about five minutes. Fields marked * are required.</p>
    </div>
  );
}

export function ContactStep({ form }: { form: WizardForm }) {
  const { errors } = form.formState;
  const phone = form.register('phone', {
    // 10 digits become (xxx) xxx-xxxx and 11 starting with 1 become +1 (xxx) xxx-xxxx (spec part 1 §5).
    onChange: (event: { target: { value: string } }) => {
      const formatted = formatPhone(event.target.value);
      if (formatted !== event.target.value) form.setValue('phone', formatted, { shouldDirty: true, shouldValidate: form.formState.touchedFields.phone });
    },
  });
  return (
    <div className={styles.stepBody}>
      <div className={styles.pair}>
        <Field label="Name" required error={errors.name?.message}>
          <Input autoComplete="name" maxLength={200} {...form.register('name')} />
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={320} {...form.register('email')} />
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label="Phone" error={errors.phone?.message} description="Optional, e.g. +64 21 123 4567">
          <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={40} {...phone} />
        </Field>
        <Field label="Company" required error={errors.company?.message}>
          <Input autoComplete="organization" maxLength={WIZARD_COMPANY_MAX_LENGTH} {...form.register('company')} />
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label="Your role" error={errors.role?.message}>
          <Input autoComplete="organization-title" maxLength={WIZARD_ROLE_MAX_LENGTH} {...form.register('role')} />
        </Field>
        <Field label="Industry" error={errors.industry?.message}>
          <Select placeholder="Choose an industry" options={WIZARD_INDUSTRY_OPTIONS} {...form.register('industry')} />
        </Field>
      </div>
    </div>
  );
}

export function ServicesStep({ form }: { form: WizardForm }) {
  return (
    <div className={styles.stepBody}>
      <ChoiceGroup
        legend="Which services are you interested in?"
        description="Choose at least one."
        type="checkbox"
        required
        wide
        options={WIZARD_SERVICE_OPTIONS}
        registration={form.register('services')}
        error={form.formState.errors.services?.message}
      />
    </div>
  );
}

export function GoalsStep({ form }: { form: WizardForm }) {
  return (
    <div className={styles.stepBody}>
      <ChoiceGroup
        legend="What would you like to achieve?"
        description="Choose at least one."
        type="checkbox"
        required
        wide
        options={WIZARD_GOAL_OPTIONS}
        registration={form.register('goals')}
        error={form.formState.errors.goals?.message}
      />
    </div>
  );
}

export function DetailsStep({ form }: { form: WizardForm }) {
  const { errors } = form.formState;
  return (
    <div className={styles.stepBody}>
      <ChoiceGroup
        legend="Budget"
        type="radio"
        required
        options={WIZARD_BUDGET_OPTIONS}
        registration={form.register('budget')}
        error={errors.budget?.message}
      />
      <ChoiceGroup
        legend="Timeline"
        type="radio"
        required
        wide
        options={WIZARD_TIMELINE_OPTIONS}
        registration={form.register('timeline')}
        error={errors.timeline?.message}
      />
      <Field label="Current website" error={errors.currentWebsite?.message} description="Optional">
        <Input type="url" autoComplete="url" placeholder="https://example.co.nz" maxLength={WIZARD_WEBSITE_MAX_LENGTH} {...form.register('currentWebsite')} />
      </Field>
      <Field label="Biggest challenges" error={errors.challenges?.message} description="Optional">
        <Textarea rows={3} maxLength={WIZARD_TEXT_MAX_LENGTH} {...form.register('challenges')} />
      </Field>
      <Field label="Anything else we should know?" error={errors.additionalInfo?.message} description="Optional">
        <Textarea rows={3} maxLength={WIZARD_TEXT_MAX_LENGTH} {...form.register('additionalInfo')} />
      </Field>
    </div>
  );
}

interface SummaryRow {
  label: string;
  value: string;
}

const notProvided = (value: string) => value.trim() || 'Not provided';

/** Everything entered, grouped by the step that asked for it, each group with a way back to change it. */
export function SummaryStep({ values, onEdit }: { values: TWizardData; onEdit(step: TWizardStep): void }) {
  const sections: Array<{ step: TWizardStep; title: string; rows: SummaryRow[] }> = [
    {
      step: 'contact',
      title: 'Contact',
      rows: [
        { label: 'Name', value: notProvided(values.name) },
        { label: 'Email', value: notProvided(values.email) },
        { label: 'Phone', value: notProvided(values.phone) },
        { label: 'Company', value: notProvided(values.company) },
        { label: 'Role', value: notProvided(values.role) },
        { label: 'Industry', value: notProvided(values.industry) },
      ],
    },
    { step: 'services', title: 'Services', rows: [{ label: 'Services', value: values.services.join(', ') || 'Not provided' }] },
    { step: 'goals', title: 'Goals', rows: [{ label: 'Goals', value: values.goals.join(', ') || 'Not provided' }] },
    {
      step: 'details',
      title: 'Project details',
      rows: [
        { label: 'Budget', value: notProvided(values.budget) },
        { label: 'Timeline', value: notProvided(values.timeline) },
        { label: 'Current website', value: notProvided(values.currentWebsite) },
        { label: 'Challenges', value: notProvided(values.challenges) },
        { label: 'Additional information', value: notProvided(values.additionalInfo) },
      ],
    },
  ];
  return (
    <div className={styles.stepBody}>
      {sections.map((section) => (
        <section key={section.step} className={styles.summarySection} aria-labelledby={`summary-${section.step}`}>
          <div className={styles.summaryHeader}>
            <h3 id={`summary-${section.step}`} className={styles.summaryTitle}>
              {section.title}
            </h3>
            <Button variant="link" size="sm" onClick={() => onEdit(section.step)} aria-label={`Edit ${section.title.toLowerCase()}`}>
              Edit
            </Button>
          </div>
          <dl className={styles.summaryList}>
            {section.rows.map((row) => (
              <div key={row.label} className={styles.summaryRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

export function ThankYou({ firstName }: { firstName: string }) {
  return (
    <div className={stepForm.done}>
      <span className={stepForm.doneIcon} aria-hidden="true">
        ✓
      </span>
      <h2 className={styles.thankYouHeading}>{firstName ? `Thank you, ${firstName}!` : 'Thank you!'}</h2>
      <p className={styles.intro}>
        Your assessment is with our team. We'll review it and get back to you within 24 hours with a recommended next
        step. Want to talk it through sooner? Book a free 30-minute consultation.
      </p>
      <div className={styles.thankYouActions}>
        <Button asChild size="lg">
          <Link to="/book-consultation">Book a Free Consultation</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
