import { Link } from 'react-router';
import type { TCompany } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { visuallyHidden } from '@agency/design-system/visually-hidden';
import { Spinner } from '@agency/design-system/spinner';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { useCompanies } from '../client-data/client-data.api';
import { LogoUploader } from './logo-uploader';
import * as tabContent from '../dashboard/tab-content.module.css';
import { RowDialog, useRowDialog } from '../dashboard/row-dialog';
import * as tabHeader from '../dashboard/tab-header.module.css';
import * as styles from './companies-tab.module.css';

// The form library loads with the dialog.
const CompanyForm = retryableLazy(() => import('./company-form').then((module) => module.CompanyForm));

type Editing = { mode: 'add' } | { mode: 'edit'; company: TCompany };

export function CompaniesTab() {
  const companies = useCompanies();
  // The dialog opens from several buttons: focus goes back to the one used when it closes.
  const editor = useRowDialog<Editing>();

  return (
    <section aria-labelledby="companies-heading" className={layout.stack}>
      <div className={tabHeader.header}>
        <h2 id="companies-heading" className={tabHeader.heading}>
          Your Companies
        </h2>
        <Button onClick={() => editor.open({ mode: 'add' })}>Add Company</Button>
      </div>

      {companies.isPending ? (
        <Spinner label="Loading companies..." />
      ) : companies.isError ? (
        <p className={layout.muted}>Your companies could not be loaded. Please refresh the page.</p>
      ) : companies.data.length === 0 ? (
        <div className={tabContent.empty}>
          <h3>No companies yet</h3>
          <p className={layout.muted}>
            Add your company above, or <Link to="/#contact">contact us</Link> and we'll set it up with you.
          </p>
        </div>
      ) : (
        <ul className={tabContent.list} aria-label="Companies">
          {companies.data.map((company) => (
            <li key={company.id} className={styles.row} aria-label={company.name}>
              {company.logoUrl ? (
                <img src={company.logoUrl} alt={`${company.name} logo`} className={styles.logo} width={56} height={56} />
              ) : (
                <span className={styles.placeholder} aria-hidden="true">
                  {company.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <div className={styles.details}>
                <h3 className={styles.name}>{company.name}</h3>
                <p className={layout.muted}>{company.industry ?? 'Industry not set'}</p>
                {company.website ? (
                  <a href={company.website} target="_blank" rel="noopener noreferrer" className={styles.website}>
                    {company.website.replace(/^https?:\/\//, '')}
                    <span className={visuallyHidden}> (opens in a new tab)</span>
                  </a>
                ) : null}
              </div>
              <div className={styles.rowActions}>
                <LogoUploader company={company} />
                <Button variant="ghost" size="sm" aria-label={`Edit ${company.name}`} onClick={() => editor.open({ mode: 'edit', company })}>
                  Edit
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <RowDialog
        dialog={editor}
        title={editor.subject?.mode === 'edit' ? `Edit ${editor.subject.company.name}` : 'Add Company'}
        description="Fields marked * are required."
        loading="Loading form..."
      >
        {(editing) => <CompanyForm company={editing.mode === 'edit' ? editing.company : undefined} onDone={editor.close} />}
      </RowDialog>
    </section>
  );
}
