import { BUSINESS_INFO_LIMITS, BUSINESS_TYPES, EMAIL_MAX_LENGTH } from '@agency/contracts';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import { layout } from '@agency/design-system/layout';
import { STEP_ONE_FIELD_IDS, suggestedServicesFor, type WebsiteOnboarding } from './use-website-onboarding';
import * as styles from './website-onboarding-page.module.css';

/** Long enough for any phone number the shared rules accept (15 digits plus spaces, brackets and a plus). */
const PHONE_MAX_LENGTH = 30;
const HOURS_EXAMPLE = 'Monday - Friday: 8:00 AM - 5:00 PM\nSaturday: 9:00 AM - 1:00 PM\nSunday: Closed';

type StepProps = Pick<WebsiteOnboarding, 'info' | 'setField'>;

export function BusinessInformationStep({ info, setField, errors }: StepProps & Pick<WebsiteOnboarding, 'errors'>) {
  return (
    <div className={layout.stack}>
      <Field label="Business Name" required error={errors.businessName} id={STEP_ONE_FIELD_IDS.businessName}>
        <Input
          value={info.businessName}
          maxLength={BUSINESS_INFO_LIMITS.businessName}
          autoComplete="organization"
          placeholder="e.g. Smith's Plumbing"
          onChange={(event) => setField('businessName', event.target.value)}
        />
      </Field>
      <Field label="Business Type" required error={errors.businessType} id={STEP_ONE_FIELD_IDS.businessType}>
        <Select
          value={info.businessType}
          placeholder="Select your business type"
          options={BUSINESS_TYPES}
          onChange={(event) => setField('businessType', event.target.value)}
        />
      </Field>
      <Field
        label="Business Description"
        required
        description="One or two sentences: what you do and for whom."
        error={errors.description}
        id={STEP_ONE_FIELD_IDS.description}
      >
        <Textarea
          value={info.description}
          rows={3}
          maxLength={BUSINESS_INFO_LIMITS.description}
          onChange={(event) => setField('description', event.target.value)}
        />
      </Field>
      <div className={styles.pair}>
        <Field label="Phone Number" required error={errors.phone} id={STEP_ONE_FIELD_IDS.phone}>
          <Input
            type="tel"
            value={info.phone}
            maxLength={PHONE_MAX_LENGTH}
            autoComplete="tel"
            placeholder="+64 21 123 4567"
            onChange={(event) => setField('phone', event.target.value)}
          />
        </Field>
        <Field label="Email Address" required error={errors.email} id={STEP_ONE_FIELD_IDS.email}>
          <Input
            type="email"
            value={info.email}
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            placeholder="hello@yourbusiness.co.nz"
            onChange={(event) => setField('email', event.target.value)}
          />
        </Field>
      </div>
    </div>
  );
}

export function LocationStep({ info, setField }: StepProps) {
  return (
    <div className={layout.stack}>
      <Field label="Business Address">
        <Input
          value={info.address}
          maxLength={BUSINESS_INFO_LIMITS.address}
          autoComplete="street-address"
          placeholder="123 Queen Street, Auckland"
          onChange={(event) => setField('address', event.target.value)}
        />
      </Field>
      <Field label="Business Hours" description="One line per day or range, for example as shown.">
        <Textarea
          value={info.hours}
          rows={3}
          maxLength={BUSINESS_INFO_LIMITS.hours}
          placeholder={HOURS_EXAMPLE}
          onChange={(event) => setField('hours', event.target.value)}
        />
      </Field>
      <Field label="Existing Website (optional)">
        <Input
          type="text"
          inputMode="url"
          value={info.website}
          maxLength={BUSINESS_INFO_LIMITS.website}
          autoComplete="url"
          placeholder="www.yourbusiness.co.nz"
          onChange={(event) => setField('website', event.target.value)}
        />
      </Field>
    </div>
  );
}

export function ServicesStep({ info, setField, toggleService }: StepProps & Pick<WebsiteOnboarding, 'toggleService'>) {
  const services = suggestedServicesFor(info.businessType);
  return (
    <div className={layout.stack}>
      <div role="group" aria-labelledby="services-label" className={styles.servicesGroup}>
        <p id="services-label" className={styles.groupLabel}>
          Services You Offer
        </p>
        {services.length === 0 ? (
          <p className={layout.muted}>
            There are no suggested services for this business type. Describe what you offer in About Your Business.
          </p>
        ) : (
          <div className={styles.services}>
            {services.map((service) => {
              const chosen = info.services.includes(service);
              return (
                <button
                  key={service}
                  type="button"
                  className={styles.service}
                  aria-pressed={chosen}
                  onClick={() => toggleService(service)}
                >
                  <span aria-hidden="true" className={styles.serviceMark}>
                    {chosen ? '✓' : '+'}
                  </span>
                  {service}
                </button>
              );
            })}
          </div>
        )}
      </div>
      <Field label="About Your Business">
        <Textarea
          value={info.aboutUs}
          rows={4}
          maxLength={BUSINESS_INFO_LIMITS.aboutUs}
          placeholder="Your story, your experience and what makes you different."
          onChange={(event) => setField('aboutUs', event.target.value)}
        />
      </Field>
      <Field label="Target Customers">
        <Textarea
          value={info.targetAudience}
          rows={2}
          maxLength={BUSINESS_INFO_LIMITS.targetAudience}
          placeholder="e.g. Homeowners and small businesses in Auckland"
          onChange={(event) => setField('targetAudience', event.target.value)}
        />
      </Field>
    </div>
  );
}

const NOT_PROVIDED = 'Not provided';

function shown(value: string): string {
  return value.trim() || NOT_PROVIDED;
}

export function ReviewStep({ info }: Pick<WebsiteOnboarding, 'info'>) {
  return (
    <div className={layout.stack}>
      <dl className={styles.review}>
        <div>
          <dt>Business Name</dt>
          <dd>{shown(info.businessName)}</dd>
        </div>
        <div>
          <dt>Business Type</dt>
          <dd>{shown(info.businessType)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{shown(info.phone)}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{shown(info.email)}</dd>
        </div>
        <div className={styles.reviewWide}>
          <dt>Description</dt>
          <dd>{shown(info.description)}</dd>
        </div>
        <div className={styles.reviewWide}>
          <dt>Services</dt>
          <dd>{info.services.length > 0 ? info.services.join(', ') : NOT_PROVIDED}</dd>
        </div>
      </dl>
      <div className={styles.ready}>
        <p className={styles.readyTitle}>Ready to Create Your Website!</p>
        <p className={layout.muted}>Preview your website next, then choose a domain and a plan to publish it.</p>
      </div>
    </div>
  );
}
