import { useEffect } from 'react';
import { noteForHtml } from './page-meta';

/** Sets `document.title` while the page is shown. */
export function useDocumentTitle(title: string): void {
  noteForHtml({ title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
