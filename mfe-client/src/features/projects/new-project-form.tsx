import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';
import { PROJECT_TEXT, ZCreateProjectRequest, type TCreateProject } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { DialogFooter } from '@agency/design-system/dialog';
import { usePlatform } from '@agency/design-system/platform-context';
import { formSchema, useZodForm } from '@agency/forms';
import { EMPTY_PROJECT_FIELDS, ProjectFields, type ProjectFieldValues } from '@agency/forms/project-fields';
import * as styles from './projects-tab.module.css';

// The form's plain strings, checked by the contract's schema (the server's own check).
const ZProjectRequestForm = formSchema((values: ProjectFieldValues) => values, ZCreateProjectRequest);

/** The 'New Project Request' form (spec part 2 §5, §8, §9), loaded only when the dialog opens. */
export function NewProjectForm({ onDone }: { onDone(): void }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ZProjectRequestForm, { defaultValues: EMPTY_PROJECT_FIELDS });

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
      <ProjectFields
        register={(name) => register(name)}
        errors={errors}
        rowClassName={styles.formRow}
        placeholders={{ title: 'e.g. Booking chatbot for our clinic', description: 'What should it do, and for whom?' }}
        descriptionRows={4}
      />
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
