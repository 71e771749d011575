import { apiErrorMessage } from '@agency/api-client';
import { formatNzDateInWords, nzIsoDate, ZLeadFollowUpRequest, type TLeadFollowUp } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { Spinner } from '@agency/design-system/spinner';
import { formSchema, useZodForm } from '@agency/forms';
import { useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';

/** A 'YYYY-MM-DD' day in words, read at noon New Zealand time so no zone moves it. */
export const followUpDayInWords = (day: string) => formatNzDateInWords(`${day}T12:00:00+12:00`);

type SaveFollowUp = ReturnType<typeof useSaveFollowUp>;

const useSaveFollowUp = () =>
  useCrmMutation('PUT /api/leads/:id/follow-up', ['GET /api/leads/:id', 'GET /api/leads/:id/follow-up', 'GET /api/leads/follow-ups/today']);

interface FollowUpFields {
  ownerId: string;
  followUpOn: string;
}

/** An empty field is "none": the contract's null. */
const ZFollowUpForm = formSchema(
  (values: FollowUpFields) => ({ ownerId: values.ownerId || null, followUpOn: values.followUpOn || null }),
  ZLeadFollowUpRequest,
);

function FollowUpForm({ followUp, save }: { followUp: TLeadFollowUp; save: SaveFollowUp }) {
  const platform = usePlatform();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(ZFollowUpForm, { defaultValues: { ownerId: followUp.ownerId ?? '', followUpOn: followUp.followUpOn ?? '' } });

  const submit = handleSubmit((body) =>
    save.mutate(
      { params: { id: followUp.leadId }, body },
      {
        onSuccess: () => platform.toast({ title: 'Owner and follow-up saved', variant: 'success' }),
        onError: (failure) => setError('followUpOn', { message: apiErrorMessage(failure, 'Could not save the owner and follow-up') }),
      },
    ),
  );

  return (
    <form className={layout.stack} onSubmit={submit} aria-label="Owner and follow-up" noValidate>
      <Field label="Owner" error={errors.ownerId?.message}>
        <Select placeholder="No owner" options={followUp.admins.map((admin) => ({ value: admin.id, label: admin.name }))} {...register('ownerId')} />
      </Field>
      <Field
        label="Follow-up date"
        description={followUp.followUpOn ? `Now ${followUpDayInWords(followUp.followUpOn)}; the owner is e-mailed that morning.` : 'The owner is e-mailed that morning (New Zealand time).'}
        error={errors.followUpOn?.message}
      >
        <Input type="date" min={nzIsoDate()} {...register('followUpOn')} />
      </Field>
      <div className={layout.row}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save owner and follow-up'}
        </Button>
      </div>
    </form>
  );
}

/** The lead page's card for its owner (an admin) and follow-up day. */
export function LeadFollowUp({ leadId }: { leadId: string }) {
  const followUp = useCrmQuery('GET /api/leads/:id/follow-up', { params: { id: leadId } });
  // Held here, not in the form: the form starts again after a save, and the save's toast must still show.
  const save = useSaveFollowUp();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Owner and follow-up</CardTitle>
      </CardHeader>
      <CardContent>
        {followUp.isPending ? (
          <Spinner label="Loading owner..." />
        ) : followUp.isError ? (
          <p role="alert">{apiErrorMessage(followUp.error, 'Could not load the owner')}</p>
        ) : (
          // Keyed by the saved values, so the form starts again from what the server holds after a save.
          <FollowUpForm key={`${followUp.data.ownerId}:${followUp.data.followUpOn}`} followUp={followUp.data} save={save} />
        )}
      </CardContent>
    </Card>
  );
}
