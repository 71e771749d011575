import {
  PROJECT_BUDGETS,
  PROJECT_DEFAULT_PRIORITY,
  PROJECT_PRIORITIES,
  PROJECT_PRIORITY_LABELS,
  PROJECT_SERVICE_TYPES,
  PROJECT_TIMELINES,
  type TProjectPriority,
} from '@agency/contracts';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import type { UseFormRegisterReturn } from 'react-hook-form';

/*
 * A project's own fields (title, description, service, budget, timeline, priority: the contract's
 * ZCreateProjectRequest), drawn the same way in the client's 'New Project Request' and the CRM's 'New project'. Each
 * form keeps its own schema, submit and extra fields (the CRM's client, status and phase) around them.
 *
 * Why here: both remotes import it and it needs the design system's controls, the contract's options and React Hook
 * Form's register. The contracts hold no React; a design-system module is a federated shared module named in every
 * consuming app's start-up runtime; this package is bundled into the chunk of the form that imports it, so the
 * fields cost nothing until a project form opens.
 */

/** What the fields hold: the selects start as '' ('none chosen'), which the contract's schema reads as missing. */
export interface ProjectFieldValues {
  title: string;
  description: string;
  serviceInterest: string;
  budget: string;
  timeline: string;
  priority: TProjectPriority;
}

export const EMPTY_PROJECT_FIELDS: ProjectFieldValues = {
  title: '',
  description: '',
  serviceInterest: '',
  budget: '',
  timeline: '',
  priority: PROJECT_DEFAULT_PRIORITY,
};

type ProjectFieldName = keyof ProjectFieldValues;

const PRIORITY_OPTIONS = PROJECT_PRIORITIES.map((priority) => ({ value: priority, label: PROJECT_PRIORITY_LABELS[priority] }));

export interface ProjectFieldsProps {
  /** The form's `register` for these names (`(name) => form.register(name)`). */
  register: (name: ProjectFieldName) => UseFormRegisterReturn;
  /** The form's errors: each field shows its message. */
  errors: Partial<Record<ProjectFieldName, { message?: string } | undefined>>;
  /** Lays out budget, timeline and priority side by side (the page's own grid). */
  rowClassName?: string;
  placeholders?: { title?: string; description?: string };
  descriptionRows?: number;
}

export function ProjectFields({ register, errors, rowClassName, placeholders = {}, descriptionRows = 3 }: ProjectFieldsProps) {
  return (
    <>
      <Field label="Project Title" required error={errors.title?.message}>
        <Input autoComplete="off" placeholder={placeholders.title} {...register('title')} />
      </Field>
      <Field label="Description" required error={errors.description?.message}>
        <Textarea rows={descriptionRows} placeholder={placeholders.description} {...register('description')} />
      </Field>
      <Field label="Service Type" required error={errors.serviceInterest?.message}>
        <Select placeholder="Select a service" options={PROJECT_SERVICE_TYPES} {...register('serviceInterest')} />
      </Field>
      <div className={rowClassName}>
        <Field label="Budget" error={errors.budget?.message}>
          <Select placeholder="Select a budget" options={PROJECT_BUDGETS} {...register('budget')} />
        </Field>
        <Field label="Timeline" error={errors.timeline?.message}>
          <Select placeholder="Select a timeline" options={PROJECT_TIMELINES} {...register('timeline')} />
        </Field>
        <Field label="Priority" error={errors.priority?.message}>
          <Select options={PRIORITY_OPTIONS} {...register('priority')} />
        </Field>
      </div>
    </>
  );
}
