import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` while the calling page is shown. The shell's index.html may not
 * carry the tag, so it is created on first use; search engines and link previews read it.
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [description]);
}
