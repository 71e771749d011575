import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import { COMPANY_INDUSTRIES, ZCreateCompanyRequest, type TCompany, type TCreateCompany } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { DialogFooter } from '@agency/design-system/dialog';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { formSchema, useZodForm } from '@agency/forms';
import * as styles from './companies-tab.module.css';

interface CompanyValues {
  name: string;
  industry: string;
  website: string;
}

// The form's plain strings, checked by the contract's schema (the server's own check).
const ZCompanyForm = formSchema((values: CompanyValues) => values, ZCreateCompanyRequest);

/** Add a company, or edit one (every field is sent, so a cleared industry or website is cleared on the server). */
export function CompanyForm({ company, onDone }: { company?: TCompany; onDone(): void }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ZCompanyForm, {
    defaultValues: { name: company?.name ?? '', industry: company?.industry ?? '', website: company?.website ?? '' },
  });

  const save = useMutation({
    mutationFn: (body: TCreateCompany) =>
      company ? api('PATCH /api/companies/:id', { params: { id: company.id }, body }) : api('POST /api/companies', { body }),
    onSuccess: async (saved) => {
      platform.toast({ title: company ? 'Company updated' : 'Company added', description: saved.name, variant: 'success' });
      onDone();
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/companies/user') });
    },
    onError: (error) =>
      platform.toast({ title: 'Error', description: apiErrorMessage(error, 'The company could not be saved. Please try again.'), variant: 'destructive' }),
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((body) => save.mutate(body))}>
      <Field label="Company Name" required error={errors.name?.message}>
        <Input autoComplete="organization" {...register('name')} />
      </Field>
      <Field label="Industry" error={errors.industry?.message}>
        <Select placeholder="Select an industry" options={COMPANY_INDUSTRIES} {...register('industry')} />
      </Field>
      <Field label="Website" error={errors.website?.message} description="For example example.co.nz">
        <Input type="url" inputMode="url" autoComplete="url" {...register('website')} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : company ? 'Save Changes' : 'Add Company'}
        </Button>
      </DialogFooter>
    </form>
  );
}
