import { useQuery } from '@tanstack/react-query';
import { api } from '@agency/api-client';
import { templateQueryKeys } from './template-query-keys';

/** GET /api/website-template-categories: the six categories with their template counts. */
export function useTemplateCategories() {
  return useQuery({ queryKey: templateQueryKeys.categories, queryFn: () => api('GET /api/website-template-categories') });
}

/** GET /api/website-templates: every active template, in gallery order. */
export function useTemplates() {
  return useQuery({ queryKey: templateQueryKeys.templates, queryFn: () => api('GET /api/website-templates') });
}

/** GET /api/website-templates/:id (with templateData.colorScheme); a 404 is an error, not an empty answer. */
export function useTemplate(id: string) {
  return useQuery({
    queryKey: templateQueryKeys.template(id),
    queryFn: () => api('GET /api/website-templates/:id', { params: { id } }),
    enabled: id !== '',
  });
}
