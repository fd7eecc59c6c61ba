// Every public page sets its document title and meta description (what search results and shared
// links show).
import { useEffect } from 'react';
import { STARTING_PRICE_INR } from '../site/content';
import { pageTitle } from './constants';

/** Before any page has set its own; the built-in "from" price, since it is read without the network. */
export const DEFAULT_DESCRIPTION = `Fresh, nutritionist-prepared, calorie-counted meals delivered to your door. Plans from ₹${STARTING_PRICE_INR}* per meal.`;

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
