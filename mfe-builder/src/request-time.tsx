import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { RequestTimeModule, TWebsiteTemplate, TWebsiteTemplateCategory } from '@agency/contracts';
import { TemplateGallery } from './features/templates/template-gallery';
import { templateQueryKeys } from './features/templates/template-query-keys';

/*
 * The builder's request-time module (contracts' request-time-regions.ts), built for Node into
 * dist/server/request-time.js: the API renders the gallery of /website-builder with its templates for each request.
 * The region renders as the page first renders in the browser (all categories, no search), so the app hydrates it.
 */

const ignore = () => undefined;

export const regions: RequestTimeModule['regions'] = {
  'website-templates': {
    queries: [
      { path: '/api/website-templates', key: templateQueryKeys.templates },
      { path: '/api/website-template-categories', key: templateQueryKeys.categories },
    ],
    render: ([templates, categories]) =>
      renderToString(
        <MemoryRouter>
          <TemplateGallery
            templates={templates as TWebsiteTemplate[]}
            categories={categories as TWebsiteTemplateCategory[]}
            failed={false}
            category="all"
            search=""
            onCategoryChange={ignore}
            onSearchChange={ignore}
            onRetry={ignore}
          />
        </MemoryRouter>,
      ),
  },
};
