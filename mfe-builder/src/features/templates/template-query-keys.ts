/** Query keys of the template gallery and the preview, so both read one cached copy (and the API seeds the first). */
export const templateQueryKeys = {
  categories: ['website-template-categories'] as const,
  templates: ['website-templates'] as const,
  template: (id: string) => ['website-templates', id] as const,
};
