import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';
import { useTypedBeforeHydration } from '@agency/design-system/typed-before-hydration';
import type { CategoryFilter } from './template-filter';
import { TemplateGallery } from './template-gallery';
import { useTemplateCategories, useTemplates } from './templates.api';

/** /website-builder (spec part 2 §2): the template gallery with its category filters and search. */
export function WebsiteBuilderPage() {
  const templates = useTemplates();
  const categories = useTemplateCategories();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  // The gallery is prerendered: a search typed before the app took the page over still filters.
  useTypedBeforeHydration(searchRef, (typed) => setSearch(typed.search ?? ''));

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
      <TemplateGallery
        templates={templates.data}
        categories={categories.data}
        failed={templates.isError || categories.isError}
        category={category}
        search={search}
        onCategoryChange={setCategory}
        onSearchChange={setSearch}
        onRetry={() => {
          void templates.refetch();
          void categories.refetch();
        }}
        searchRef={searchRef}
      />
    </Page>
  );
}
