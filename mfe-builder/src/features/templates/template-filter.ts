import type { TWebsiteTemplate } from '@agency/contracts';

/** 'all' or a category id. */
export type CategoryFilter = 'all' | string;

/**
 * The gallery's rule (spec part 2 §2): the chosen category, then the search text matched case-insensitively
 * against the template's name or description. Blank search text matches everything.
 */
export function filterTemplates(templates: readonly TWebsiteTemplate[], category: CategoryFilter, search: string): TWebsiteTemplate[] {
  const needle = search.trim().toLocaleLowerCase('en-NZ');
  return templates.filter(
    (template) =>
      (category === 'all' || template.categoryId === category) &&
      (needle === '' ||
        template.name.toLocaleLowerCase('en-NZ').includes(needle) ||
        template.description.toLocaleLowerCase('en-NZ').includes(needle)),
  );
}
