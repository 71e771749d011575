import { useState } from 'react';
import { apiErrorMessage } from '@agency/api-client';
import {
  LEAD_EMAIL_BODY_MAX_LENGTH,
  LEAD_EMAIL_SUBJECT_MAX_LENGTH,
  LEAD_EMAIL_TEMPLATE_NAME_MAX_LENGTH,
  LEAD_EMAIL_VARIABLES,
  tooLongMessage,
  ZLeadEmailRequest,
  type TLead,
  type TLeadEmailPreview,
  type TLeadEmailTemplate,
} from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { CharacterCount, overTheLimit } from '@agency/design-system/character-count';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@agency/design-system/dialog';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import { useWatch, useZodForm } from '@agency/forms';
import { useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import * as styles from './lead-page.module.css';

const VARIABLES_HELP = `Variables: ${LEAD_EMAIL_VARIABLES.map((name) => `{${name}}`).join(', ')}. They are filled in from the lead in the preview.`;

/** 'E-mail' on a lead's page: a button that opens the compose dialog. */
export function LeadEmail({ lead }: { lead: TLead }) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">E-mail</CardTitle>
      </CardHeader>
      <CardContent className={layout.stack}>
        <p className={layout.muted}>Write to {lead.firstName} from the agency's address, with a template or freely.</p>
        <div>
          <Button onClick={() => setOpen(true)}>Write an e-mail</Button>
        </div>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent size="lg">{open ? <Compose lead={lead} onSent={() => setOpen(false)} /> : null}</DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

/**
 * Pick a template (or none), edit, preview with the variables filled in by the server, then send. The same dialog keeps
 * the templates: save the text as a new template, update the chosen one, or delete it.
 */
function Compose({ lead, onSent }: { lead: TLead; onSent: () => void }) {
  const platform = usePlatform();
  const templates = useCrmQuery('GET /api/lead-email-templates', {});
  const [templateId, setTemplateId] = useState('');
  const [templateName, setTemplateName] = useState('');
  const [preview, setPreview] = useState<TLeadEmailPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    control,
    formState: { errors },
  } = useZodForm(ZLeadEmailRequest, { defaultValues: { subject: '', body: '' } });
  const [subject = '', body = ''] = useWatch({ control, name: ['subject', 'body'] });
  const previewCall = useCrmMutation('POST /api/leads/:id/emails/preview');
  const send = useCrmMutation('POST /api/leads/:id/emails', ['GET /api/leads/:id']);
  const create = useCrmMutation('POST /api/lead-email-templates', ['GET /api/lead-email-templates']);
  const update = useCrmMutation('PATCH /api/lead-email-templates/:id', ['GET /api/lead-email-templates']);
  const remove = useCrmMutation('DELETE /api/lead-email-templates/:id', ['GET /api/lead-email-templates']);

  const chosen = templates.data?.find((item) => item.id === templateId);
  const stale = () => {
    setPreview(null);
    setRefusal(null);
  };
  const choose = (id: string) => {
    setTemplateId(id);
    const template = templates.data?.find((item) => item.id === id);
    setTemplateName(template?.name ?? '');
    reset({ subject: template?.subject ?? '', body: template?.body ?? '' });
    stale();
  };
  const failed = (fallback: string) => (error: Error) => platform.toast({ title: `Error: ${apiErrorMessage(error, fallback)}`, variant: 'destructive' });
  const saved = (title: string) => (template: TLeadEmailTemplate) => {
    setTemplateId(template.id);
    platform.toast({ title, variant: 'success' });
  };
  const templateBody = () => ({ name: templateName, subject: getValues('subject'), body: getValues('body') });
  // A template is saved as it is: text over a limit is refused here, in words that say which and by how much, and
  // nothing is sent (the preview and the send are refused by the schema the same way).
  const templateTooLong = () => {
    const limits: Array<[string, string, number]> = [
      ['template name', templateName, LEAD_EMAIL_TEMPLATE_NAME_MAX_LENGTH],
      ['subject', subject, LEAD_EMAIL_SUBJECT_MAX_LENGTH],
      ['message', body, LEAD_EMAIL_BODY_MAX_LENGTH],
    ];
    const over = limits.find(([, text, max]) => text.trim().length > max);
    return over ? `${tooLongMessage(over[0], over[2])} (${overTheLimit(over[1].trim().length, over[2]) ?? ''})` : undefined;
  };
  const saveTemplate = (save: () => void) => {
    const problem = templateTooLong();
    if (problem) platform.toast({ title: `Error: ${problem}`, variant: 'destructive' });
    else save();
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>E-mail {lead.firstName}</DialogTitle>
        <DialogDescription>
          To {lead.email}, from the agency's address; replies go to the agency. It is queued in the outbox and shows in the timeline.
        </DialogDescription>
      </DialogHeader>
      <form
        className={layout.stack}
        noValidate
        onSubmit={handleSubmit((text) =>
          previewCall.mutate(
            { params: { id: lead.id }, body: text },
            { onSuccess: (mail) => (setPreview(mail), setRefusal(null)), onError: (error) => (setPreview(null), setRefusal(apiErrorMessage(error, 'Could not fill in the variables'))) },
          ),
        )}
      >
        <Field label="Template">
          <Select placeholder="No template (write freely)" value={templateId} onChange={(event) => choose(event.target.value)}>
            {(templates.data ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Subject" required error={errors.subject?.message}>
          <CharacterCount value={subject} max={LEAD_EMAIL_SUBJECT_MAX_LENGTH}>
            <Input {...register('subject', { onChange: stale })} />
          </CharacterCount>
        </Field>
        <Field label="Message" required description={VARIABLES_HELP} error={errors.body?.message}>
          <CharacterCount value={body} max={LEAD_EMAIL_BODY_MAX_LENGTH}>
            <Textarea rows={8} {...register('body', { onChange: stale })} />
          </CharacterCount>
        </Field>
        <div className={styles.formRow}>
          <Field label="Template name">
            <CharacterCount value={templateName} max={LEAD_EMAIL_TEMPLATE_NAME_MAX_LENGTH}>
              <Input value={templateName} onChange={(event) => setTemplateName(event.target.value)} />
            </CharacterCount>
          </Field>
          <div className={layout.row}>
            <Button type="button" variant="outline" size="sm" disabled={create.isPending} onClick={() => saveTemplate(() => create.mutate({ body: templateBody() }, { onSuccess: saved('Template saved'), onError: failed('Could not save the template') }))}>
              Save as new template
            </Button>
            {chosen ? (
              <>
                <Button type="button" variant="outline" size="sm" disabled={update.isPending} onClick={() => saveTemplate(() => update.mutate({ params: { id: chosen.id }, body: templateBody() }, { onSuccess: saved('Template updated'), onError: failed('Could not update the template') }))}>
                  Update template
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ params: { id: chosen.id } }, { onSuccess: () => (choose(''), platform.toast({ title: 'Template deleted', variant: 'success' })), onError: failed('Could not delete the template') })}
                >
                  Delete template
                </Button>
              </>
            ) : null}
          </div>
        </div>
        <div>
          <Button type="submit" variant="outline" disabled={previewCall.isPending}>
            Preview
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {refusal ? (
          <p role="alert" className={styles.meta}>
            {refusal}
          </p>
        ) : null}
        {preview ? (
          <section aria-label="Preview" className={layout.stack}>
            <dl className={styles.details}>
              <dt>To</dt>
              <dd>{preview.to}</dd>
              <dt>Reply-To</dt>
              <dd>{preview.replyTo}</dd>
              <dt>Subject</dt>
              <dd>{preview.subject}</dd>
              <dt>Message</dt>
              <dd>{preview.body}</dd>
            </dl>
            <div>
              <Button
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(
                    { params: { id: lead.id }, body: getValues() },
                    { onSuccess: () => (platform.toast({ title: 'E-mail queued', variant: 'success' }), onSent()), onError: failed('Could not send the e-mail') },
                  )
                }
              >
                Send e-mail
              </Button>
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
