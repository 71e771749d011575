import { memo } from 'react';
import { BOOKING_COMPANY_MAX_LENGTH, BOOKING_NOTES_MAX_LENGTH, BOOKING_SERVICE_OPTIONS } from '@agency/contracts';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import { BOOKING_FIELD_IDS, type BookingDetails, type DetailsErrors } from './booking-form.state';
import * as styles from './book-consultation-page.module.css';

export interface BookingDetailsFieldsProps {
  details: BookingDetails;
  errors: DetailsErrors;
  onChange(field: keyof BookingDetails, value: string): void;
  onBlur(field: keyof BookingDetails): void;
}

/**
 * Name, email, phone, company, service and notes; name and email errors show inline while typing. Memoised: choosing
 * a day or a time re-renders the form, and these fields do not change with it.
 */
export const BookingDetailsFields = memo(function BookingDetailsFields({ details, errors, onChange, onBlur }: BookingDetailsFieldsProps) {
  const bind = (field: keyof BookingDetails) => ({
    name: field,
    value: details[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
  });
  return (
    <div className={styles.fields}>
      <div className={styles.pair}>
        <Field label="Full Name" required error={errors.clientName} id={BOOKING_FIELD_IDS.clientName}>
          <Input autoComplete="name" {...bind('clientName')} />
        </Field>
        <Field label="Email" required error={errors.clientEmail} id={BOOKING_FIELD_IDS.clientEmail}>
          <Input type="email" autoComplete="email" {...bind('clientEmail')} />
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label="Phone" error={errors.clientPhone} id={BOOKING_FIELD_IDS.clientPhone} description="Optional, e.g. +64 21 123 4567">
          <Input type="tel" autoComplete="tel" {...bind('clientPhone')} />
        </Field>
        <Field label="Company">
          <Input autoComplete="organization" maxLength={BOOKING_COMPANY_MAX_LENGTH} {...bind('companyName')} />
        </Field>
      </div>
      <Field label="Service Interest">
        <Select options={BOOKING_SERVICE_OPTIONS} {...bind('serviceInterest')} />
      </Field>
      <Field label="Notes" description="Anything we should know before the call (optional)">
        <Textarea rows={4} maxLength={BOOKING_NOTES_MAX_LENGTH} {...bind('notes')} />
      </Field>
    </div>
  );
});
