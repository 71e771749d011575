import { useDeferredValue, useId, useRef, useState } from 'react';
import { apiErrorMessage } from '@agency/api-client';
import { ZAdminCreateProjectRequest, type TProjectPhase, type TProjectStatus } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@agency/design-system/dialog';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { formSchema, useZodForm } from '@agency/forms';
import { EMPTY_PROJECT_FIELDS, ProjectFields, type ProjectFieldValues } from '@agency/forms/project-fields';
import { useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { userDisplayName } from '../../crm-kit/crm-data';
import { PHASE_OPTIONS, STATUS_OPTIONS } from './project-dialog';
import * as styles from './projects-tab.module.css';

/** What the form holds: the project's fields, and the client ('' until chosen), status and phase. */
interface NewProjectValues extends ProjectFieldValues {
  userId: string;
  status: TProjectStatus;
  phase: TProjectPhase;
}

const EMPTY: NewProjectValues = { ...EMPTY_PROJECT_FIELDS, userId: '', status: 'requested', phase: 'discovery' };

// The form's plain strings, checked by the contract's schema (the server's own check).
const ZNewProjectForm = formSchema((values: NewProjectValues) => values, ZAdminCreateProjectRequest);

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
  } = useZodForm(ZNewProjectForm, { defaultValues: EMPTY });

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
      <ProjectFields register={(name) => register(name)} errors={errors} rowClassName={styles.formRow} />
      <div className={styles.formRow}>
        <Field label="Status" error={errors.status?.message}>
          <Select options={STATUS_OPTIONS} {...register('status')} />
        </Field>
        <Field label="Phase" error={errors.phase?.message}>
          <Select options={PHASE_OPTIONS} {...register('phase')} />
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
