import type { DiscoveryQuestion } from '@agency/contracts';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import { keepTypedOnRegister } from '@agency/design-system/typed-before-hydration';
import { ChoiceGroup } from '../onboarding/choice-group';
import type { DiscoveryForm } from './use-discovery-assessment';

/** Lets the browser offer what it knows for the two questions it can answer. */
const AUTOCOMPLETE: Record<string, string> = { companyName: 'organization', website: 'url' };

/** One question of the assessment, drawn by its type (contracts DISCOVERY_STEPS). */
export function DiscoveryQuestionField({ question, form }: { question: DiscoveryQuestion; form: DiscoveryForm }) {
  const error = form.formState.errors[question.id]?.message;
  // The first step is prerendered and the page starts its app on the visitor's first input: what they typed or
  // picked meanwhile is kept, not replaced by the empty default as the form takes each field over.
  const registration = keepTypedOnRegister(form.register(question.id), (name, value, element) => {
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      const chosen = form.getValues(name);
      form.setValue(name, [...(Array.isArray(chosen) ? chosen : []), value], { shouldDirty: true });
    } else {
      form.setValue(name, value, { shouldDirty: true });
    }
  });
  const options = question.options ?? [];

  switch (question.type) {
    case 'radio':
    case 'multiselect':
      return (
        <ChoiceGroup
          legend={question.label}
          type={question.type === 'radio' ? 'radio' : 'checkbox'}
          description={question.type === 'multiselect' ? 'Choose all that apply.' : undefined}
          required={question.required}
          // Long option texts read better in wider cards.
          wide={options.some((option) => option.length > 24)}
          options={options}
          registration={registration}
          error={error}
        />
      );
    case 'select':
      return (
        <Field label={question.label} required={question.required} error={error}>
          <Select placeholder={`Choose ${question.label.toLowerCase()}`} options={options} {...registration} />
        </Field>
      );
    case 'textarea':
      return (
        <Field label={question.label} required={question.required} error={error} description={question.required ? undefined : 'Optional'}>
          <Textarea rows={4} maxLength={question.maxLength} placeholder={question.placeholder} {...registration} />
        </Field>
      );
    case 'text':
      return (
        <Field label={question.label} required={question.required} error={error} description={question.required ? undefined : 'Optional'}>
          <Input maxLength={question.maxLength} placeholder={question.placeholder} autoComplete={AUTOCOMPLETE[question.id]} {...registration} />
        </Field>
      );
  }
}
