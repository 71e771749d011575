import type { TWebsiteTemplate } from '@agency/contracts';

/** 'all' or a category id. */
export type CategoryFilter = 'all' | string;

/** Lower case without accents: 'Café' and 'cafe' read alike, as a visitor typing on a phone expects. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('en-NZ');
}

/**
 * The gallery's rule (spec part 2 §2): the chosen category, then the search text matched case-insensitively (and
 * accent-insensitively) against the template's name or description. Blank search text matches everything.
 */
export function filterTemplates(templates: readonly TWebsiteTemplate[], category: CategoryFilter, search: string): TWebsiteTemplate[] {
  const needle = folded(search.trim());
  return templates.filter(
    (template) =>
      (category === 'all' || template.categoryId === category) &&
      (needle === '' || folded(template.name).includes(needle) || folded(template.description).includes(needle)),
  );
}
