import { useQuery } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';

/** GET /api/website-template-categories: the six categories with their template counts. */
export function useTemplateCategories() {
  return useQuery({ queryKey: apiKey('GET /api/website-template-categories'), queryFn: () => api('GET /api/website-template-categories') });
}

/** GET /api/website-templates: every active template, in gallery order. */
export function useTemplates() {
  return useQuery({ queryKey: apiKey('GET /api/website-templates'), queryFn: () => api('GET /api/website-templates') });
}

/** GET /api/website-templates/:id (with templateData.colorScheme); a 404 is an error, not an empty answer. */
export function useTemplate(id: string) {
  return useQuery({
    queryKey: apiKey('GET /api/website-templates/:id', { params: { id } }),
    queryFn: () => api('GET /api/website-templates/:id', { params: { id } }),
    enabled: id !== '',
  });
}
