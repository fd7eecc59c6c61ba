// Facts the whole site advertises, which admins change on the server: the "from" price (the lowest
// meal price of the price table) and the offer of the moment (the first-month offer, in its own
// words, or none). The layout asks the server once per page load and shares the answer with every
// page through contexts. Until it arrives (or when it fails, since an advert is no reason to show an
// error) the built-in figures show, the same the pre-rendered first screen has, so a page never
// waits for them; an offer the server says has ended then disappears.
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHost } from '@freshmeals/host-api';
import { SITE_OFFER, STARTING_PRICE_INR, type SiteOffer } from '../site/content';
import { graphql, queryOnce } from './public-query';
import type { siteFactsQuery } from './__generated__/siteFactsQuery.graphql';

const factsQuery = graphql`
  query siteFactsQuery {
    startingMealPrice
    activeOffer {
      title
      description
      badge
      percent
    }
  }
`;

const StartingPriceContext = createContext(STARTING_PRICE_INR);
const ActiveOfferContext = createContext<SiteOffer | null>(SITE_OFFER);

export function SiteFactsProvider({ children }: { children: ReactNode }) {
  const host = useHost();
  const [price, setPrice] = useState(STARTING_PRICE_INR);
  const [offer, setOffer] = useState<SiteOffer | null>(SITE_OFFER);
  useEffect(() => {
    let active = true;
    queryOnce<siteFactsQuery>(host, factsQuery, {}).then(
      (data) => {
        if (!active) return;
        if (Number.isFinite(data.startingMealPrice) && data.startingMealPrice > 0) setPrice(data.startingMealPrice);
        const answered = data.activeOffer ? { ...data.activeOffer, percent: data.activeOffer.percent ?? null } : null;
        setOffer((shown) => (sameOffer(shown, answered) ? shown : answered));
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, [host]);
  return createElement(StartingPriceContext.Provider, { value: price }, createElement(ActiveOfferContext.Provider, { value: offer }, children));
}

const sameOffer = (a: SiteOffer | null, b: SiteOffer | null) =>
  a === b || (!!a && !!b && a.title === b.title && a.description === b.description && a.badge === b.badge && a.percent === b.percent);

export function useStartingPrice(): number {
  return useContext(StartingPriceContext);
}

/** The offer the site advertises now; null when none is active (its banner and badge are not shown). */
export function useActiveOffer(): SiteOffer | null {
  return useContext(ActiveOfferContext);
}

/**
 * The mark on an element that shows the offer: its words, one per line. The gateway serves a page
 * rendered at build time only while its marked offer is the one payments honour.
 */
export const offerMark = (offer: SiteOffer) => ({ 'data-site-offer': [offer.title, offer.description, offer.badge].join('\n') });

/** 139 → '₹139', 145.5 → '₹145.50': how the site writes a "from" price. */
export function formatFromPrice(price: number): string {
  return `₹${Number.isInteger(price) ? price : price.toFixed(2)}`;
}
