import { useId, useState } from 'react';
import { apiErrorMessage } from '@agency/api-client';
import { formatNzDateTime, LEAD_NOTE_MAX_LENGTH, ZLeadNoteRequest, z, type TLead, type TLeadNote } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { CharacterCount } from '@agency/design-system/character-count';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { Textarea } from '@agency/design-system/textarea';
import { useWatch, useZodForm } from '@agency/forms';
import { useCrmMutation } from '../../crm-kit/crm-api';
import * as styles from './lead-page.module.css';

// The screen's own words for an empty note, then the contract's rules (the server's check: trimmed, at most 5000).
const ZNoteForm = z.object({ body: z.string().refine((text) => text.trim() !== '', 'Please enter a note') }).pipe(ZLeadNoteRequest);

/**
 * A bounded note editor: the count from 80% of the contract's maximum; a longer note (a paste) is kept as it is,
 * marked, and its save refused with the schema's words ('Note must be 5,000 characters or fewer'): never cut.
 */
function NoteEditor({
  label,
  initial = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: string, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useZodForm(ZNoteForm, { defaultValues: { body: initial } });
  const body = useWatch({ control, name: 'body' });
  const error = errors.body?.message;
  return (
    <form className={styles.form} onSubmit={handleSubmit((note) => onSubmit(note.body, () => reset({ body: '' })))} noValidate>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <CharacterCount value={body} max={LEAD_NOTE_MAX_LENGTH} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <Textarea id={id} rows={3} {...register('body')} />
      </CharacterCount>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.meta}>
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <div className={layout.row}>
          {onCancel ? (
            <Button type="button" variant="outline" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={pending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

function NoteItem({ lead, note }: { lead: TLead; note: TLeadNote }) {
  const platform = usePlatform();
  const [editing, setEditing] = useState(false);
  const edit = useCrmMutation('PATCH /api/leads/:id/notes/:noteId', ['GET /api/leads/:id']);
  const edited = note.updatedAt !== note.createdAt;
  return (
    <li className={styles.item}>
      {editing ? (
        <NoteEditor
          label="Edit note"
          initial={note.body}
          submitLabel="Save note"
          pending={edit.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(body) =>
            edit.mutate(
              { params: { id: lead.id, noteId: note.id }, body: { body } },
              {
                onSuccess: () => {
                  setEditing(false);
                  platform.toast({ title: 'Note updated', variant: 'success' });
                },
                onError: (error) => platform.toast({ title: `Error: ${apiErrorMessage(error, 'Failed to update note')}`, variant: 'destructive' }),
              },
            )
          }
        />
      ) : (
        <>
          <p className={styles.body}>{note.body}</p>
          <div className={styles.formRow}>
            <p className={styles.meta}>
              {note.authorName} · <time dateTime={note.createdAt}>{formatNzDateTime(note.createdAt)}</time>
              {edited ? ' · edited' : ''}
            </p>
            {note.editable ? (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`Edit note: ${note.body.slice(0, 40)}`}>
                Edit
              </Button>
            ) : null}
          </div>
        </>
      )}
    </li>
  );
}

/** Notes on a lead, newest first: anyone adds, only the author edits (the server says which via `editable`). */
export function LeadNotes({ lead, notes }: { lead: TLead; notes: TLeadNote[] }) {
  const platform = usePlatform();
  const add = useCrmMutation('POST /api/leads/:id/notes', ['GET /api/leads/:id']);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Notes</CardTitle>
      </CardHeader>
      <CardContent className={layout.stack}>
        <NoteEditor
          label="Add a note"
          submitLabel="Add note"
          pending={add.isPending}
          onSubmit={(body, reset) =>
            add.mutate(
              { params: { id: lead.id }, body: { body } },
              {
                onSuccess: () => {
                  reset();
                  platform.toast({ title: 'Note added', variant: 'success' });
                },
                onError: (error) => platform.toast({ title: `Error: ${apiErrorMessage(error, 'Failed to add note')}`, variant: 'destructive' }),
              },
            )
          }
        />
        {notes.length === 0 ? (
          <p className={layout.muted}>No notes yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Notes">
            {notes.map((note) => (
              <NoteItem key={note.id} lead={lead} note={note} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
