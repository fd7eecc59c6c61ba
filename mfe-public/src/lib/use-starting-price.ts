// The "from" price the site advertises: the lowest meal price of the server's price table, which
// admins edit. The layout asks the server once per page load and shares the answer with every page
// through a context; until it arrives (or when it fails, since a price line is no reason to show an
// error) the built-in figure shows, so a page never waits for it.
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHost } from '@freshmeals/host-api';
import { STARTING_PRICE_INR } from '../site/content';
import { graphql, queryOnce } from './public-query';
import type { useStartingPriceQuery } from './__generated__/useStartingPriceQuery.graphql';

const startingPriceQuery = graphql`
  query useStartingPriceQuery {
    startingMealPrice
  }
`;

const StartingPriceContext = createContext(STARTING_PRICE_INR);

export function StartingPriceProvider({ children }: { children: ReactNode }) {
  const host = useHost();
  const [price, setPrice] = useState(STARTING_PRICE_INR);
  useEffect(() => {
    let active = true;
    queryOnce<useStartingPriceQuery>(host, startingPriceQuery, {}).then(
      (data) => {
        if (active && Number.isFinite(data.startingMealPrice) && data.startingMealPrice > 0) setPrice(data.startingMealPrice);
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, [host]);
  return createElement(StartingPriceContext.Provider, { value: price }, children);
}

export function useStartingPrice(): number {
  return useContext(StartingPriceContext);
}

/** 139 → '₹139', 145.5 → '₹145.50': how the site writes a "from" price. */
export function formatFromPrice(price: number): string {
  return `₹${Number.isInteger(price) ? price : price.toFixed(2)}`;
}
