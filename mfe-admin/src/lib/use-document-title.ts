import { useEffect } from 'react';

/** The document title of a screen titled `title`. */
export const documentTitle = (title: string) => `${title} – FreshMeals Admin`;

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
