import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage, errorStatus } from '@agency/api-client';
import { CANNED_REPLY_LIMITS, ZCannedReplyInput, type TCannedReply } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@agency/design-system/dialog';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { Textarea } from '@agency/design-system/textarea';
import { useZodForm } from '@agency/forms';
import { useCrmMutation, useCrmQuery } from '../../../crm-kit/crm-api';
import * as styles from './canned-replies.module.css';

// Every change refetches the list the '/' menu reads (the same key), so a reply saved here is offered at once.
const useCreate = () => useCrmMutation('POST /api/chat/canned-replies', ['GET /api/chat/canned-replies']);
const useUpdate = () => useCrmMutation('PATCH /api/chat/canned-replies/:id', ['GET /api/chat/canned-replies']);
const useRemove = () => useCrmMutation('DELETE /api/chat/canned-replies/:id', ['GET /api/chat/canned-replies']);

/** 'Manage saved replies' beside the reply box: a dialog to list, add, edit and delete the team's saved replies. */
export function SavedRepliesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="link" size="sm" onClick={() => setOpen(true)}>
        Manage saved replies
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="lg">{open ? <SavedReplies /> : null}</DialogContent>
      </Dialog>
    </>
  );
}

function SavedReplies() {
  const replies = useCrmQuery('GET /api/chat/canned-replies', {});
  // The reply in the form: null adds a new one.
  const [editing, setEditing] = useState<TCannedReply | null>(null);
  // Once an Edit was pressed, the form's title takes focus each time the form starts again (edit, save, cancel).
  const [focusForm, setFocusForm] = useState(false);
  const edit = (reply: TCannedReply | null) => {
    setEditing(reply);
    setFocusForm(true);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Saved replies</DialogTitle>
        <DialogDescription>
          Type / and a few letters of a title in the reply box to insert one. {'{firstName}'} becomes the visitor's first name; when they gave none, a
          greeting reads 'Hi there' and elsewhere the name is left out.
        </DialogDescription>
      </DialogHeader>
      {replies.isPending ? (
        <Spinner label="Loading saved replies..." />
      ) : replies.isError ? (
        <p role="alert">{apiErrorMessage(replies.error, 'Could not load the saved replies')}</p>
      ) : replies.data.items.length === 0 ? (
        <p className={layout.muted}>No saved replies yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Saved replies">
          {replies.data.items.map((reply) => (
            <SavedReplyItem key={reply.id} reply={reply} onEdit={() => edit(reply)} editing={editing?.id === reply.id} onDeleted={() => editing?.id === reply.id && setEditing(null)} />
          ))}
        </ul>
      )}
      {/* Keyed by the reply, so the fields start again from it (or empty) whenever another is picked. */}
      <SavedReplyForm key={editing?.id ?? 'new'} editing={editing} focusTitle={focusForm} onDone={() => edit(null)} />
    </>
  );
}

function SavedReplyItem({ reply, editing, onEdit, onDeleted }: { reply: TCannedReply; editing: boolean; onEdit: () => void; onDeleted: () => void }) {
  const platform = usePlatform();
  const remove = useRemove();
  const [confirming, setConfirming] = useState(false);
  // 'Keep' goes with the question: focus returns to the Delete button it came from.
  const deleteButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) asked.current = true;
    else if (asked.current) deleteButton.current?.focus();
  }, [confirming]);
  const deleteReply = () =>
    remove.mutate(
      { params: { id: reply.id } },
      {
        onSuccess: () => (onDeleted(), platform.toast({ title: 'Saved reply deleted', variant: 'success' })),
        onError: (error) => (setConfirming(false), platform.toast({ title: `Error: ${apiErrorMessage(error, 'Could not delete the saved reply')}`, variant: 'destructive' })),
      },
    );
  return (
    <li className={styles.item} aria-current={editing ? 'true' : undefined}>
      <div className={styles.itemBody}>
        <strong>{reply.title}</strong>
        <p className={styles.itemText}>{reply.text}</p>
      </div>
      {confirming ? (
        <div className={styles.itemActions} role="group" aria-label={`Delete ${reply.title}?`}>
          <Button type="button" size="sm" variant="destructive" disabled={remove.isPending} onClick={deleteReply}>
            Delete
          </Button>
          <Button type="button" size="sm" variant="outline" autoFocus onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </div>
      ) : (
        <div className={styles.itemActions}>
          <Button type="button" size="sm" variant="outline" aria-label={`Edit ${reply.title}`} onClick={onEdit}>
            Edit
          </Button>
          <Button ref={deleteButton} type="button" size="sm" variant="ghost" aria-label={`Delete ${reply.title}`} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}

function SavedReplyForm({ editing, focusTitle, onDone }: { editing: TCannedReply | null; focusTitle: boolean; onDone: () => void }) {
  const platform = usePlatform();
  const create = useCreate();
  const update = useUpdate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(ZCannedReplyInput, { defaultValues: { title: editing?.title ?? '', text: editing?.text ?? '' } });

  // A taken title belongs to the title field; anything else the server refuses is about the text.
  const refused = (error: Error) => {
    const message = apiErrorMessage(error, 'Could not save the reply');
    setError(errorStatus(error) === 409 ? 'title' : 'text', { message });
  };
  const submit = handleSubmit((body) => {
    if (editing) {
      update.mutate({ params: { id: editing.id }, body }, { onSuccess: () => (platform.toast({ title: 'Saved reply updated', variant: 'success' }), onDone()), onError: refused });
    } else {
      create.mutate({ body }, { onSuccess: () => (platform.toast({ title: 'Saved reply added', variant: 'success' }), reset({ title: '', text: '' })), onError: refused });
    }
  });

  return (
    <form className={layout.stack} onSubmit={submit} noValidate>
      <h3 className={styles.formHeading}>{editing ? `Edit '${editing.title}'` : 'Add a saved reply'}</h3>
      <Field label="Title" required description="Found by typing / and a few of its letters." error={errors.title?.message}>
        <Input maxLength={CANNED_REPLY_LIMITS.title} autoComplete="off" autoFocus={focusTitle} {...register('title')} />
      </Field>
      <Field label="Text" required description="{firstName} is the only placeholder." error={errors.text?.message}>
        <Textarea rows={3} maxLength={CANNED_REPLY_LIMITS.text} {...register('text')} />
      </Field>
      <div className={layout.row}>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {editing ? 'Save changes' : 'Add saved reply'}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
