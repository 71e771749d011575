import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { RequestTimeModule, TWebsiteTemplate, TWebsiteTemplateCategory } from '@agency/contracts';
import { TemplateGallery } from './features/templates/template-gallery';
import { apiKey } from '@agency/api-client';

/*
 * The builder's request-time module (contracts' request-time-regions.ts), built for Node into
 * dist/server/request-time.js: the API renders the gallery of /website-builder with its templates for each request.
 * The region renders as the page first renders in the browser (all categories, no search), so the app hydrates it.
 */

const ignore = () => undefined;

const TRADES_CATEGORY_ID = '00000000-0000-4000-8000-000000000001';
const SAMPLE_CATEGORIES: TWebsiteTemplateCategory[] = [
  { id: TRADES_CATEGORY_ID, name: 'Trades', slug: 'trades', description: 'Builders and plumbers', icon: 'hammer', templateCount: 2 },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Health', slug: 'health', description: 'Clinics', icon: 'heart', templateCount: 0 },
];

function sampleTemplate(id: string, isPopular: boolean, features: string[]): TWebsiteTemplate {
  return {
    id,
    name: isPopular ? 'Tradie Pro' : 'Plain Trade',
    description: 'A site for a trade business.',
    categoryId: TRADES_CATEGORY_ID,
    previewImage: `/api/website-templates/${id}/preview.svg`,
    features,
    isPopular,
    templateData: { colorScheme: 'blue', tagline: 'Built right', sellingPoints: ['Fast', 'Local', 'Insured'], layout: 'split' },
  };
}

const SAMPLE_TEMPLATES = [
  sampleTemplate('00000000-0000-4000-8000-000000000011', true, ['Quote form', 'Gallery']),
  sampleTemplate('00000000-0000-4000-8000-000000000012', false, []),
];

export const regions: RequestTimeModule['regions'] = {
  'website-templates': {
    queries: [
      { path: '/api/website-templates', key: apiKey('GET /api/website-templates') },
      { path: '/api/website-template-categories', key: apiKey('GET /api/website-template-categories') },
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
    // A gallery with a popular template and a plain one, and an empty one.
    samples: [
      [SAMPLE_TEMPLATES, SAMPLE_CATEGORIES],
      [[], SAMPLE_CATEGORIES],
    ],
  },
};
