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

interface PageMeta {
  title: string | null;
  description: string | null;
}

/** Set only while the first screens are rendered to HTML, where effects do not run. */
let collecting: PageMeta | null = null;

/** Runs `render` and returns its result with the title and description the page asked for. */
export function collectPageMeta<T>(render: () => T): PageMeta & { result: T } {
  const meta: PageMeta = { title: null, description: null };
  collecting = meta;
  try {
    const result = render();
    return { ...meta, result };
  } finally {
    collecting = null;
  }
}

/** During a render to HTML: remembers what the page's effects would set on the document. */
export function noteForHtml(meta: Partial<PageMeta>): void {
  if (collecting) Object.assign(collecting, meta);
}

/** Sets the title ("Page – FreshMeals", or the brand alone) and the meta description. */
export function usePageMeta(page: string | null, description: string): void {
  const title = page ? pageTitle(page) : pageTitle();
  noteForHtml({ title, description });
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
}
