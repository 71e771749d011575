import type { Ref } from 'react';
import { Link } from 'react-router';
import type { TWebsiteTemplate, TWebsiteTemplateCategory } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Input } from '@agency/design-system/input';
import { Spinner } from '@agency/design-system/spinner';
import { layout } from '@agency/design-system/layout';
import { filterTemplates, type CategoryFilter } from './template-filter';
import * as styles from './website-builder-page.module.css';

/** One gallery per page: a fixed id, since the API renders this part alone and a generated one would differ. */
const SEARCH_ID = 'template-search';

/** Cards in the first rows, whose previews load with the page rather than when scrolled to. */
const EAGER_PREVIEWS = 3;

export interface TemplateGalleryProps {
  /** Undefined while loading. */
  templates: readonly TWebsiteTemplate[] | undefined;
  categories: readonly TWebsiteTemplateCategory[] | undefined;
  failed: boolean;
  category: CategoryFilter;
  search: string;
  onCategoryChange(category: CategoryFilter): void;
  onSearchChange(search: string): void;
  onRetry(): void;
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * The gallery below the page's heading: search, category toggles with their counts, the template cards. A
 * request-time region (contracts' request-time-regions.ts): the API renders it with the templates for each request
 * (src/request-time.tsx), so the prerendered page shows them before its app starts.
 */
export function TemplateGallery(props: TemplateGalleryProps) {
  const { templates, categories, failed, category, search, onCategoryChange, onSearchChange, onRetry, searchRef } = props;
  // The cards name their category: shown once both lists are in, so no card grows a line after it appeared.
  const loading = (templates === undefined || categories === undefined) && !failed;
  const shown = filterTemplates(templates ?? [], category, search);
  const categoryNames = new Map((categories ?? []).map((c) => [c.id, c.name]));

  return (
    <div className={layout.stack} data-request-time="website-templates">
      <div className={styles.controls}>
        <div className={styles.search}>
          <label htmlFor={SEARCH_ID} className={styles.searchLabel}>
            Search templates
          </label>
          <Input
            ref={searchRef}
            id={SEARCH_ID}
            name="search"
            type="search"
            value={search}
            maxLength={100}
            placeholder="Search by name or description"
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
        <CategoryFilters categories={categories ?? []} total={templates?.length} value={category} onChange={onCategoryChange} />
      </div>

      {/* While the templates load (a page rendered without them), this keeps the gallery's room, so what follows
          does not move when they come. */}
      <div className={styles.results} aria-busy={loading || undefined}>
        {loading ? (
          <Spinner label="Loading templates..." />
        ) : failed || templates === undefined ? (
          <div className={layout.stack} role="alert">
            <p className={layout.muted}>The templates could not be loaded. Please try again.</p>
            <div>
              <Button variant="outline" onClick={onRetry}>
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
                      onSearchChange('');
                      onCategoryChange('all');
                    }}
                  >
                    Show All Templates
                  </Button>
                </div>
              </div>
            ) : (
              <ul className={styles.grid} aria-label="Templates">
                {shown.map((template, index) => (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    categoryName={categoryNames.get(template.categoryId)}
                    eager={index < EAGER_PREVIEWS}
                  />
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

function TemplateCard({ template, categoryName, eager }: { template: TWebsiteTemplate; categoryName: string | undefined; eager: boolean }) {
  return (
    <li className={styles.card}>
      <img
        className={styles.preview}
        src={template.previewImage}
        alt={`Preview of the ${template.name} template`}
        width={400}
        height={250}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <div className={styles.cardTitleRow}>
          <h2 className={styles.cardTitle}>{template.name}</h2>
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
