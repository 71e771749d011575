import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TWebsiteTemplate, TWebsiteTemplateCategory } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Input } from '@agency/design-system/input';
import { Page } from '@agency/design-system/page';
import { Spinner } from '@agency/design-system/spinner';
import { layout } from '@agency/design-system/layout';
import { useTypedBeforeHydration } from '@agency/design-system/typed-before-hydration';
import { filterTemplates, type CategoryFilter } from './template-filter';
import { useTemplateCategories, useTemplates } from './templates.api';
import * as styles from './website-builder-page.module.css';

/** /website-builder (spec part 2 §2): the template gallery with its category filters and search. */
export function WebsiteBuilderPage() {
  const templates = useTemplates();
  const categories = useTemplateCategories();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  // The gallery is prerendered: a search typed before the app took the page over still filters.
  useTypedBeforeHydration(searchRef, (typed) => setSearch(typed.search ?? ''));

  // The cards name their category: shown once both lists are in, so no card grows a line after it appeared.
  const loading = templates.isPending || categories.isPending;
  const shown = useMemo(() => filterTemplates(templates.data ?? [], category, search), [templates.data, category, search]);
  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);

  return (
    <Page
      title="Website Templates"
      heading="Choose Your Website Template"
      lead="Professional templates for New Zealand businesses, ready to make your own."
      width="wide"
      eyebrow={
        <Link to="/pricing" className={layout.backLink}>
          ← Back to Pricing
        </Link>
      }
    >
      <div className={layout.stack}>
        <div className={styles.controls}>
          <div className={styles.search}>
            <label htmlFor={searchId} className={styles.searchLabel}>
              Search templates
            </label>
            <Input
              ref={searchRef}
              id={searchId}
              name="search"
              type="search"
              value={search}
              maxLength={100}
              placeholder="Search by name or description"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <CategoryFilters categories={categories.data ?? []} total={templates.data?.length} value={category} onChange={setCategory} />
        </div>

        {/* The templates arrive after the page is shown (it is prerendered without them): while they load, this keeps
            the gallery's room, so what follows does not move when they come. */}
        <div className={styles.results} aria-busy={loading || undefined}>
          {loading ? (
            <Spinner label="Loading templates..." />
          ) : templates.isError ? (
            <div className={layout.stack} role="alert">
              <p className={layout.muted}>The templates could not be loaded. Please try again.</p>
              <div>
                <Button variant="outline" onClick={() => void templates.refetch()}>
                  Try Again
                </Button>
              </div>
            </div>
          ) : (
            <>
              <p className={styles.count} aria-live="polite">
                {shown.length === 1 ? '1 template' : `${shown.length} templates`}
              </p>
              {shown.length === 0 ? (
                <div className={layout.stack}>
                  <p className={layout.muted}>No templates match your search.</p>
                  <div>
                    <Button
                      variant="outline"
                      onClick={() => {
                        setSearch('');
                        setCategory('all');
                      }}
                    >
                      Show All Templates
                    </Button>
                  </div>
                </div>
              ) : (
                <ul className={styles.grid} aria-label="Templates">
                  {shown.map((template) => (
                    <TemplateCard key={template.id} template={template} categoryName={categoryNames.get(template.categoryId)} />
                  ))}
                </ul>
              )}
            </>
          )}
        </div>

        <section className={styles.consultation} aria-labelledby="consultation-heading">
          <h2 id="consultation-heading" className={styles.consultationHeading}>
            Want something made just for you?
          </h2>
          <p className={layout.muted}>Talk to our team about a custom website built around your business.</p>
          <div>
            <Button asChild variant="outline">
              <Link to="/book-consultation">Book a Free Consultation</Link>
            </Button>
          </div>
        </section>
      </div>
    </Page>
  );
}

interface CategoryFiltersProps {
  categories: readonly TWebsiteTemplateCategory[];
  total: number | undefined;
  value: CategoryFilter;
  onChange: (value: CategoryFilter) => void;
}

/** All plus one toggle per category, each with its template count; the chosen one is pressed. */
function CategoryFilters({ categories, total, value, onChange }: CategoryFiltersProps) {
  const options = [
    { id: 'all', name: 'All', count: total },
    ...categories.map((category) => ({ id: category.id, name: category.name, count: category.templateCount })),
  ];
  return (
    <div role="group" aria-label="Template categories" className={styles.filters}>
      {options.map((option) => (
        <Button
          key={option.id}
          type="button"
          size="sm"
          variant={value === option.id ? 'default' : 'outline'}
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
        >
          {option.name}
          {option.count === undefined ? null : <span className={styles.filterCount}>{` (${option.count})`}</span>}
        </Button>
      ))}
    </div>
  );
}

function TemplateCard({ template, categoryName }: { template: TWebsiteTemplate; categoryName: string | undefined }) {
  return (
    <li className={styles.card}>
      <img
        className={styles.preview}
        src={template.previewImage}
        alt={`Preview of the ${template.name} template`}
        width={400}
        height={250}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardBody}>
        <div className={styles.cardTitleRow}>
          <h2 className={styles.cardTitle}>
            {template.name}
          </h2>
          {template.isPopular ? <Badge variant="warning">Popular</Badge> : null}
        </div>
        {categoryName ? <p className={styles.category}>{categoryName}</p> : null}
        <p className={layout.muted}>{template.description}</p>
        {template.features.length > 0 ? (
          <ul className={styles.features} aria-label={`${template.name} features`}>
            {template.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.cardActions}>
          <Button asChild>
            {/* Named after the template too: every card has this button, and a list of six identical names helps no one. */}
            <Link to={`/website-onboarding?template=${encodeURIComponent(template.id)}`} aria-label={`Use This Template: ${template.name}`}>
              Use This Template
            </Link>
          </Button>
        </div>
      </div>
    </li>
  );
}
