import { useDeferredValue, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { apiErrorMessage } from '@agency/api-client';
import {
  PROJECT_BUDGETS,
  PROJECT_DEFAULT_PRIORITY,
  PROJECT_PHASE_LABELS,
  PROJECT_PHASES,
  PROJECT_PRIORITIES,
  PROJECT_PRIORITY_LABELS,
  PROJECT_SERVICE_TYPES,
  PROJECT_STATUS_OPTIONS,
  PROJECT_TIMELINES,
  ZAdminCreateProjectRequest,
  type TAdminCreateProject,
  type TProjectPhase,
  type TProjectPriority,
  type TProjectStatus,
} from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@agency/design-system/dialog';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import { useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { userDisplayName } from '../users/users-tab';
import * as styles from './projects-tab.module.css';

/** What the form holds: selects start as '' ('none chosen'), which the contract's schema reads as missing. */
interface NewProjectValues {
  userId: string;
  title: string;
  description: string;
  serviceInterest: string;
  budget: string;
  timeline: string;
  priority: TProjectPriority;
  status: TProjectStatus;
  phase: TProjectPhase;
}

const EMPTY: NewProjectValues = {
  userId: '',
  title: '',
  description: '',
  serviceInterest: '',
  budget: '',
  timeline: '',
  priority: PROJECT_DEFAULT_PRIORITY,
  status: 'requested',
  phase: 'discovery',
};

// The contract's schema checks the same rules as the server; its input type is narrower than the form's strings.
const resolver = zodResolver(ZAdminCreateProjectRequest) as unknown as Resolver<NewProjectValues, unknown, TAdminCreateProject>;

/** 'New project': an admin opens a project for a client at any status and phase. */
export function NewProjectDialog({ onCreated }: { onCreated: (projectId: string, opener: HTMLElement | null) => void }) {
  const [open, setOpen] = useState(false);
  // The new project's own dialog opens next; closing it puts focus back on this button.
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button ref={trigger}>New project</Button>
      </DialogTrigger>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>New project</DialogTitle>
          <DialogDescription>Open a project for a client. They see it in their dashboard at once.</DialogDescription>
        </DialogHeader>
        {open ? (
          <NewProjectForm
            onCancel={() => setOpen(false)}
            onCreated={(id) => {
              setOpen(false);
              onCreated(id, trigger.current);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NewProjectForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (projectId: string) => void }) {
  const platform = usePlatform();
  const searchId = useId();
  const [clientSearch, setClientSearch] = useState('');
  const search = useDeferredValue(clientSearch.trim());
  const clients = useCrmQuery('GET /api/crm/users', { query: { role: 'client', search: search || undefined, pageSize: 20, sort: 'name', order: 'asc' } });
  const create = useCrmMutation('POST /api/crm/projects', ['GET /api/projects']);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewProjectValues, unknown, TAdminCreateProject>({ resolver, defaultValues: EMPTY, shouldFocusError: true });

  const clientOptions = (clients.data?.items ?? []).map((user) => ({ value: user.id, label: `${userDisplayName(user)} (${user.email})` }));

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="New project"
      onSubmit={handleSubmit((body) =>
        create.mutate(
          { body },
          {
            onSuccess: (project) => {
              platform.toast({ title: 'Project created', description: project.title, variant: 'success' });
              onCreated(project.id);
            },
            onError: (error) => platform.toast({ title: apiErrorMessage(error, 'Could not create the project'), variant: 'destructive' }),
          },
        ),
      )}
    >
      <div className={styles.formRow}>
        <div className={styles.searchField}>
          <label htmlFor={searchId}>Find a client</label>
          <Input id={searchId} type="search" maxLength={200} placeholder="Name or e-mail" value={clientSearch} onChange={(event) => setClientSearch(event.target.value)} />
        </div>
        <Field label="Client" required error={errors.userId ? 'Please choose a client' : undefined}>
          <Select placeholder={clients.isPending ? 'Loading clients...' : `Select a client (${clients.data?.total ?? 0} found)`} options={clientOptions} {...register('userId')} />
        </Field>
      </div>
      <Field label="Project Title" required error={errors.title?.message}>
        <Input autoComplete="off" {...register('title')} />
      </Field>
      <Field label="Description" required error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
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
          <Select options={PROJECT_PRIORITIES.map((priority) => ({ value: priority, label: PROJECT_PRIORITY_LABELS[priority] }))} {...register('priority')} />
        </Field>
      </div>
      <div className={styles.formRow}>
        <Field label="Status" error={errors.status?.message}>
          <Select options={PROJECT_STATUS_OPTIONS.map(({ value, label }) => ({ value, label }))} {...register('status')} />
        </Field>
        <Field label="Phase" error={errors.phase?.message}>
          <Select options={PROJECT_PHASES.map((phase) => ({ value: phase, label: PROJECT_PHASE_LABELS[phase] }))} {...register('phase')} />
        </Field>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create project'}
        </Button>
      </DialogFooter>
    </form>
  );
}
