// Spec/issue 3: every public page sets its document title and meta description.
import { useEffect } from 'react';
import { pageTitle } from './constants';

export const DEFAULT_DESCRIPTION =
  'Fresh, nutritionist-prepared, calorie-counted meals delivered to your door. Plans from ₹139* per meal.';

export function setMetaDescription(description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}

/** Sets the title ("Page – FreshMeals", or the brand alone) and the meta description. */
export function usePageMeta(page: string | null, description: string): void {
  const title = page ? pageTitle(page) : pageTitle();
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
}
