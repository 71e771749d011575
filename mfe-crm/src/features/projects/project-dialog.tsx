import { useMemo } from 'react';
import { apiErrorMessage } from '@agency/api-client';
import {
  formatNzDate,
  formatNzDateTime,
  PROJECT_PHASE_LABELS,
  PROJECT_PHASES,
  PROJECT_PRIORITY_LABELS,
  PROJECT_STATUS_OPTIONS,
  PROJECT_UPDATE_MAX_LENGTH,
  ZCreateProjectUpdateRequest,
  ZUpdateProjectRequest,
  z,
  type TProjectPhase,
  type TProjectStatus,
} from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@agency/design-system/dialog';
import { Field } from '@agency/design-system/field';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { Spinner } from '@agency/design-system/spinner';
import { Textarea } from '@agency/design-system/textarea';
import { formSchema, useWatch, useZodForm } from '@agency/forms';
import { useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { ProjectStatusBadge } from './project-badges';
import * as styles from './projects-tab.module.css';

export const PHASE_OPTIONS = PROJECT_PHASES.map((phase) => ({ value: phase, label: PROJECT_PHASE_LABELS[phase] }));
export const STATUS_OPTIONS = PROJECT_STATUS_OPTIONS.map(({ value, label }) => ({ value, label }));

export interface ProjectDialogProps {
  projectId: string | null;
  onClose: () => void;
  /** Puts focus back where the dialog was opened from (the project's row). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function ProjectDialog({ projectId, onClose, onCloseAutoFocus }: ProjectDialogProps) {
  return (
    <Dialog open={projectId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        {projectId ? <ProjectPanel projectId={projectId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProjectPanel({ projectId }: { projectId: string }) {
  const platform = usePlatform();
  const project = useCrmQuery('GET /api/projects/:id', { params: { id: projectId } });

  if (!project.data) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Project</DialogTitle>
          <DialogDescription>Status, phase and updates.</DialogDescription>
        </DialogHeader>
        {project.error ? <p role="alert">{apiErrorMessage(project.error, 'Could not load the project')}</p> : <Spinner label="Loading project..." />}
      </>
    );
  }
  const data = project.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{data.title}</DialogTitle>
        <DialogDescription>
          {data.serviceInterest} · created {formatNzDate(data.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <div className={layout.stack}>
        <p className={styles.description}>{data.description}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Status</dt>
            <dd>
              <ProjectStatusBadge status={data.status} />
            </dd>
          </div>
          <div>
            <dt>Progress</dt>
            <dd>{data.progress}%</dd>
          </div>
          <div>
            <dt>Priority</dt>
            <dd>{PROJECT_PRIORITY_LABELS[data.priority]}</dd>
          </div>
          <div>
            <dt>Budget</dt>
            <dd>{data.budget ?? '—'}</dd>
          </div>
          <div>
            <dt>Timeline</dt>
            <dd>{data.timeline ?? '—'}</dd>
          </div>
        </dl>
        {/* Not keyed by the stored values: a remount while saving would drop the save's toast. After a save the refetched
            values equal the form's, so nothing shows as changed. */}
        <StatusPhaseForm projectId={data.id} title={data.title} status={data.status} phase={data.phase} />
        <section aria-labelledby={`${data.id}-updates`} className={layout.stack}>
          <h3 id={`${data.id}-updates`}>Updates</h3>
          {data.updates.length === 0 ? (
            <p className={layout.muted}>No updates yet.</p>
          ) : (
            <ol className={styles.updates}>
              {data.updates.map((item) => (
                <li key={item.id}>
                  <time className={layout.muted} dateTime={item.createdAt}>
                    {formatNzDateTime(item.createdAt)}
                  </time>
                  <p className={styles.message}>{item.message}</p>
                </li>
              ))}
            </ol>
          )}
          <PostUpdateForm projectId={data.id} />
        </section>
      </div>
    </>
  );
}

/**
 * Status and phase are saved with a button, not on every change of the select: arrow keys change a closed select's
 * value one step at a time, and each phase change e-mails the client.
 */
function StatusPhaseForm({ projectId, title, status, phase }: { projectId: string; title: string; status: TProjectStatus; phase: TProjectPhase }) {
  const platform = usePlatform();
  const update = useCrmMutation('PATCH /api/projects/:id', ['GET /api/projects', 'GET /api/projects/:id']);
  // Only what differs from the saved project is sent (the contract refuses an empty change).
  const schema = useMemo(
    () =>
      formSchema(
        (values: { status: TProjectStatus; phase: TProjectPhase }) => ({
          status: values.status === status ? undefined : values.status,
          phase: values.phase === phase ? undefined : values.phase,
        }),
        ZUpdateProjectRequest,
      ),
    [status, phase],
  );
  const { register, handleSubmit, control } = useZodForm(schema, { defaultValues: { status, phase } });
  const next = useWatch({ control });
  const changed = (next.status ?? status) !== status || (next.phase ?? phase) !== phase;
  const submit = handleSubmit((body) =>
    update.mutate(
      { params: { id: projectId }, body },
      {
        onSuccess: () => platform.toast({ title: 'Project updated', description: title, variant: 'success' }),
        onError: (error) => platform.toast({ title: apiErrorMessage(error, 'Could not update the project'), variant: 'destructive' }),
      },
    ),
  );
  return (
    <form className={styles.statusForm} onSubmit={changed ? submit : (event) => event.preventDefault()} aria-label="Status and phase">
      <Field label="Status">
        <Select options={STATUS_OPTIONS} {...register('status')} />
      </Field>
      <Field label="Phase">
        <Select options={PHASE_OPTIONS} {...register('phase')} />
      </Field>
      <div className={styles.statusSave}>
        <Button type="submit" variant="outline" disabled={!changed || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save status and phase'}
        </Button>
      </div>
      <p className={`${layout.muted} ${styles.statusNote}`}>Saving a new phase e-mails the client.</p>
    </form>
  );
}

// The screen's own words for an empty update, then the contract's rules (the server's check).
const ZPostUpdateForm = z
  .object({ message: z.string().refine((text) => text.trim() !== '', 'Please write the update first') })
  .pipe(ZCreateProjectUpdateRequest);

function PostUpdateForm({ projectId }: { projectId: string }) {
  const platform = usePlatform();
  const post = useCrmMutation('POST /api/projects/:id/updates', ['GET /api/projects/:id', 'GET /api/projects']);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useZodForm(ZPostUpdateForm, { defaultValues: { message: '' } });
  const message = useWatch({ control, name: 'message' });
  const submit = handleSubmit((body) =>
    post.mutate(
      { params: { id: projectId }, body },
      {
        onSuccess: () => {
          reset();
          platform.toast({ title: 'Update posted', variant: 'success' });
        },
        onError: (failure) => platform.toast({ title: apiErrorMessage(failure, 'Could not post the update'), variant: 'destructive' }),
      },
    ),
  );
  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-label="Post an update">
      <Field label="New update" error={errors.message?.message} description={`${message.length} / ${PROJECT_UPDATE_MAX_LENGTH} characters; the client reads it under Details.`}>
        <Textarea rows={3} maxLength={PROJECT_UPDATE_MAX_LENGTH} {...register('message')} />
      </Field>
      <div>
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? 'Posting...' : 'Post update'}
        </Button>
      </div>
    </form>
  );
}
