import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import { BUSINESS_TYPES, ZBusinessInfo, type TBusinessInfo, type TBusinessInfoInput, type TSite } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { DialogFooter } from '@agency/design-system/dialog';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import { formSchema, useZodForm } from '@agency/forms';
import * as styles from './websites-tab.module.css';

/** The form's own fields are text; services are edited one per line. */
type BusinessInfoValues = Omit<TBusinessInfo, 'services'> & { servicesText: string };

function toBusinessInfoInput({ servicesText, ...rest }: BusinessInfoValues): TBusinessInfoInput {
  const services = servicesText
    .split('\n')
    .map((service) => service.trim())
    .filter((service) => service !== '');
  return { ...rest, services };
}

// The form's fields as they are, turned into the contract's business info and checked by its schema (the server's own).
const ZBusinessInfoForm = formSchema(toBusinessInfoInput, ZBusinessInfo);

/**
 * Edit a site's business info (PUT /api/sites/:id). Saving does not change what is live: 'Publish again' does.
 * Fields the builder collects but this form does not show (about us, year established...) are kept as they are.
 */
export function BusinessInfoForm({ site, onDone }: { site: TSite; onDone(): void }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const { services, ...rest } = site.businessInfo;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ZBusinessInfoForm, { defaultValues: { ...rest, servicesText: services.join('\n') } });
  // An error on one service (services.2) is shown under the services box.
  const servicesError = (errors as Record<string, { message?: string } | Array<{ message?: string } | undefined> | undefined>).services;
  const servicesMessage = Array.isArray(servicesError) ? servicesError.find(Boolean)?.message : servicesError?.message;

  const save = useMutation({
    mutationFn: (businessInfo: TBusinessInfo) => api('PUT /api/sites/:id', { params: { id: site.id }, body: { businessInfo } }),
    onSuccess: async (saved) => {
      platform.toast({
        title: 'Business info saved',
        description: saved.liveUrl ? 'Publish again to put the changes live.' : saved.businessInfo.businessName,
        variant: 'success',
      });
      onDone();
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/sites/user') });
    },
    onError: (error) =>
      platform.toast({ title: 'Error', description: apiErrorMessage(error, 'The business info could not be saved. Please try again.'), variant: 'destructive' }),
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((body) => save.mutate(body))}>
      <Field label="Business Name" required error={errors.businessName?.message}>
        <Input autoComplete="organization" {...register('businessName')} />
      </Field>
      <Field label="Business Type" required error={errors.businessType?.message}>
        <Select placeholder="Select a business type" options={BUSINESS_TYPES} {...register('businessType')} />
      </Field>
      <Field label="Business Description" required error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <div className={styles.formRow}>
        <Field label="Phone Number" required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label="Email Address" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <Field label="Business Address" error={errors.address?.message}>
        <Input autoComplete="street-address" {...register('address')} />
      </Field>
      <Field label="Business Hours" error={errors.hours?.message} description="For example Mon-Fri 9AM-5PM">
        <Input {...register('hours')} />
      </Field>
      <Field label="Services" error={servicesMessage} description="One service per line">
        <Textarea rows={4} {...register('servicesText')} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
