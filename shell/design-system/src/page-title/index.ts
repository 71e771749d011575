import { useEffect } from 'react';
import { AGENCY_NAME } from '@agency/design-system/brand';

/** 'Pricing' → 'Pricing | Kea AI Studio'; no title gives the agency name alone. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${AGENCY_NAME}` : AGENCY_NAME;
}

/** Sets document.title while the calling page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}

/** The page's `<meta>` tag with this name or property, created on first use. */
function headMeta(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  return meta;
}

/** Sets `<meta name="description">` while the calling page is shown: search engines and link previews read it. */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    headMeta('name', 'description').content = description;
  }, [description]);
}

/**
 * Open Graph and Twitter card tags for a page worth sharing, removed again when the visitor moves on, so another
 * page never carries them. The prerender step copies them into the page's HTML, where link previews read them.
 */
export function useOpenGraph({ title, description }: { title: string; description: string }): void {
  useEffect(() => {
    const tags: Array<['name' | 'property', string, string]> = [
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', AGENCY_NAME],
      ['property', 'og:locale', 'en_NZ'],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['name', 'twitter:card', 'summary'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
    ];
    const elements = tags.map(([attribute, key, content]) => {
      const meta = headMeta(attribute, key);
      meta.content = content;
      return meta;
    });
    return () => elements.forEach((element) => element.remove());
  }, [title, description]);
}
