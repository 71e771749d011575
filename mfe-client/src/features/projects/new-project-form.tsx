import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, apiKey } from '@agency/api-client';
import {
  PROJECT_BUDGETS,
  PROJECT_DEFAULT_PRIORITY,
  PROJECT_PRIORITIES,
  PROJECT_PRIORITY_LABELS,
  PROJECT_SERVICE_TYPES,
  PROJECT_TEXT,
  PROJECT_TIMELINES,
  ZCreateProjectRequest,
  type TCreateProject,
  type TProjectPriority,
} from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { DialogFooter } from '@agency/design-system/dialog';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import * as styles from './projects-tab.module.css';

/** What the form holds: the selects start empty (''), which the contract's schema reads as 'none chosen'. */
interface ProjectRequestValues {
  title: string;
  description: string;
  serviceInterest: string;
  budget: string;
  timeline: string;
  priority: TProjectPriority;
}

const EMPTY: ProjectRequestValues = {
  title: '',
  description: '',
  serviceInterest: '',
  budget: '',
  timeline: '',
  priority: PROJECT_DEFAULT_PRIORITY,
};

// The contract's schema checks the same rules as the server; its input type is narrower than the form's strings.
const resolver = zodResolver(ZCreateProjectRequest) as unknown as Resolver<ProjectRequestValues, unknown, TCreateProject>;

/** The 'New Project Request' form (spec part 2 §5, §8, §9), loaded only when the dialog opens. */
export function NewProjectForm({ onDone }: { onDone(): void }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProjectRequestValues, unknown, TCreateProject>({ resolver, defaultValues: EMPTY, shouldFocusError: true });

  const request = useMutation({
    mutationFn: (body: TCreateProject) => api('POST /api/projects', { body }),
    onSuccess: async () => {
      platform.toast({ ...PROJECT_TEXT.submitted, variant: 'success' });
      onDone();
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/projects/user') });
    },
    onError: () => platform.toast({ ...PROJECT_TEXT.failed, variant: 'destructive' }),
  });

  const onInvalid = () => platform.toast({ ...PROJECT_TEXT.missingInformation, variant: 'destructive' });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((body) => request.mutate(body), onInvalid)}
      aria-label={PROJECT_TEXT.newProjectRequest}
    >
      <Field label="Project Title" required error={errors.title?.message}>
        <Input autoComplete="off" placeholder="e.g. Booking chatbot for our clinic" {...register('title')} />
      </Field>
      <Field label="Description" required error={errors.description?.message}>
        <Textarea rows={4} placeholder="What should it do, and for whom?" {...register('description')} />
      </Field>
      <Field label="Service Type" required error={errors.serviceInterest?.message}>
        <Select placeholder="Select a service" options={PROJECT_SERVICE_TYPES} {...register('serviceInterest')} />
      </Field>
      <div className={styles.formRow}>
        <Field label="Budget" error={errors.budget?.message}>
          <Select placeholder="Select a budget" options={PROJECT_BUDGETS} {...register('budget')} />
        </Field>
        <Field label="Timeline" error={errors.timeline?.message}>
          <Select placeholder="Select a timeline" options={PROJECT_TIMELINES} {...register('timeline')} />
        </Field>
        <Field label="Priority" error={errors.priority?.message}>
          <Select
            options={PROJECT_PRIORITIES.map((priority) => ({ value: priority, label: PROJECT_PRIORITY_LABELS[priority] }))}
            {...register('priority')}
          />
        </Field>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </DialogFooter>
    </form>
  );
}
