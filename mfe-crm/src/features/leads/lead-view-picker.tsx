import { useId, useState } from 'react';
import { apiErrorMessage } from '@agency/api-client';
import { LEAD_VIEW_LIMITS, ZLeadViewInput, type TLeadView, type TLeadViewDefinition } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Input } from '@agency/design-system/input';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { useZodForm } from '@agency/forms';
import { ConfirmActionButton } from '../../crm-kit/confirm-action-button';
import { useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import * as styles from './lead-view-picker.module.css';

interface LeadViewPickerProps {
  /** The view the table shows now (from the address). */
  current: TLeadViewDefinition;
  /** The saved view the address names, if any. */
  savedViewId: string | null;
  /** Opens a saved view (its definition and id into the address), or the default view (null). */
  onOpen: (view: TLeadView | null) => void;
}

type Editing = { kind: 'save' } | { kind: 'rename'; view: TLeadView } | null;

/** The name and sharing of a view, as the contract takes them (the definition comes from the table's address). */
const ZViewNameForm = ZLeadViewInput.pick({ name: true, shared: true });
type ViewName = { name: string; shared: boolean };

function ViewNameForm({ editing, busy, onSave, onCancel }: { editing: NonNullable<Editing>; busy: boolean; onSave: (values: ViewName) => void; onCancel: () => void }) {
  const id = useId();
  const renaming = editing.kind === 'rename' ? editing.view : null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ZViewNameForm, { defaultValues: { name: renaming?.name ?? '', shared: renaming?.shared ?? false } });
  return (
    <form className={styles.row} onSubmit={handleSubmit(onSave)} aria-label={renaming ? 'Rename or share view' : 'Save as view'} noValidate>
      <label htmlFor={`${id}-name`} className={styles.label}>
        View name
      </label>
      <Input
        id={`${id}-name`}
        maxLength={LEAD_VIEW_LIMITS.name}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={errors.name ? `${id}-name-error` : undefined}
        {...register('name')}
      />
      <label className={styles.check}>
        <input type="checkbox" {...register('shared')} />
        Share with the team
      </label>
      <Button type="submit" size="sm" disabled={busy}>
        Save
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      {errors.name ? (
        <p id={`${id}-name-error`} role="alert" className={styles.error}>
          {errors.name.message}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Saved views: a picker of the admin's own views and the team's shared ones, and for one's own: save the current
 * filters as a new view, update it, rename it, share or unshare it, delete it. A colleague's shared view opens but
 * does not offer changes (only its owner may, as the server enforces).
 */
export function LeadViewPicker({ current, savedViewId, onOpen }: LeadViewPickerProps) {
  const id = useId();
  const platform = usePlatform();
  const views = useCrmQuery('GET /api/lead-views', {});
  const create = useCrmMutation('POST /api/lead-views', ['GET /api/lead-views']);
  const update = useCrmMutation('PATCH /api/lead-views/:id', ['GET /api/lead-views']);
  const remove = useCrmMutation('DELETE /api/lead-views/:id', ['GET /api/lead-views']);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);

  const items = views.data?.items ?? [];
  const selected = items.find((view) => view.id === savedViewId) ?? null;
  const options = items.map((view) => ({ value: view.id, label: view.mine ? view.name : `${view.name} (shared by ${view.ownerName})` }));

  const startEditing = (next: Editing) => {
    setEditing(next);
    setError(null);
  };

  const failed = (fallback: string) => (cause: unknown) => setError(apiErrorMessage(cause, fallback));

  const submit = ({ name, shared }: ViewName) => {
    if (editing?.kind === 'rename') {
      update.mutate(
        { params: { id: editing.view.id }, body: { name, shared } },
        { onSuccess: () => (setEditing(null), platform.toast({ title: 'View updated', variant: 'success' })), onError: failed('Could not update the view') },
      );
    } else {
      create.mutate(
        { body: { name, shared, definition: current } },
        {
          onSuccess: (view) => {
            setEditing(null);
            onOpen(view);
            platform.toast({ title: `View '${view.name}' saved`, variant: 'success' });
          },
          onError: failed('Could not save the view'),
        },
      );
    }
  };

  return (
    <div className={editing ? `${styles.picker} ${styles.editing}` : styles.picker}>
      <div className={styles.row}>
        <label htmlFor={`${id}-view`} className={styles.label}>
          Saved view
        </label>
        <span className={styles.select}>
          <Select
            id={`${id}-view`}
            value={selected?.id ?? ''}
            placeholder="All leads (default)"
            options={options}
            onChange={(event) => onOpen(items.find((view) => view.id === event.target.value) ?? null)}
          />
        </span>
        <Button variant="outline" size="sm" aria-expanded={editing?.kind === 'save'} onClick={() => startEditing(editing?.kind === 'save' ? null : { kind: 'save' })}>
          Save as view
        </Button>
        {selected?.mine ? (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                update.mutate(
                  { params: { id: selected.id }, body: { definition: current } },
                  { onSuccess: () => platform.toast({ title: `View '${selected.name}' updated`, variant: 'success' }), onError: failed('Could not update the view') },
                )
              }
            >
              Update view
            </Button>
            <Button variant="outline" size="sm" aria-expanded={editing?.kind === 'rename'} onClick={() => startEditing(editing?.kind === 'rename' ? null : { kind: 'rename', view: selected })}>
              Rename or share
            </Button>
            <ConfirmActionButton
              action="Delete view"
              label={`Delete view ${selected.name}`}
              title={`Delete view ${selected.name}?`}
              description="The leads stay as they are; only the saved filters go."
              destructive
              variant="outline"
              onConfirm={() =>
                remove.mutate(
                  { params: { id: selected.id } },
                  { onSuccess: () => (onOpen(null), platform.toast({ title: 'View deleted', variant: 'success' })), onError: failed('Could not delete the view') },
                )
              }
            />
          </>
        ) : null}
      </div>
      {editing ? (
        <ViewNameForm
          key={editing.kind === 'rename' ? editing.view.id : 'new'}
          editing={editing}
          busy={create.isPending || update.isPending}
          onSave={submit}
          onCancel={() => startEditing(null)}
        />
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
