// @vitest-environment happy-dom
// The dishes list's cards against a mock Relay environment: each card shows its dish's average rating
// as stars with '4.3 (12 ratings)', or 'No ratings yet', read from the route's preloaded query.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import { halfStars, NO_RATINGS, ratingText } from './components/RatingSummary';
import DishesPage from './index';
import { dishesQueries } from './route';

afterEach(cleanup);

const dish = (dishId: number, name: string, averageRating: number | null, ratingCount: number) => ({
  __typename: 'Dish',
  id: `RGlzaDo${dishId}`,
  dishId,
  name,
  description: 'A dish',
  type: 'veg',
  dishCategoryName: 'Bowls',
  calories: 400,
  protein: 20,
  fat: 10,
  carbs: 50,
  imageUrl: null,
  imageSrcSet: null,
  averageRating,
  ratingCount,
});

describe('a rating as the card writes it', () => {
  it('gives the average to one decimal and the count, singular for one', () => {
    expect(ratingText(4.3, 12)).toBe('4.3 (12 ratings)');
    expect(ratingText(5, 1)).toBe('5 (1 rating)');
    expect(ratingText(3.5, 2)).toBe('3.5 (2 ratings)');
  });

  it('shows the stars to the nearest half', () => {
    expect(halfStars(4.3)).toBe(4.5);
    expect(halfStars(4.2)).toBe(4);
    expect(halfStars(1)).toBe(1);
  });
});

describe('dish cards', () => {
  it("show each dish's average rating, or that it has none yet", async () => {
    const environment = createMockEnvironment();
    render(
      <WithHost>
        <RelayEnvironmentProvider environment={environment}>
          <MemoryRouter initialEntries={['/dashboard/dishes']}>
            <RouteData queries={dishesQueries}>
              <DishesPage />
            </RouteData>
          </MemoryRouter>
        </RelayEnvironmentProvider>
      </WithHost>,
    );
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('dishesPageQuery');
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          DishConnection: () => ({
            totalCount: 2,
            edges: [
              { cursor: 'c0', node: dish(1, 'Rajma Chawal', 4.3, 12) },
              { cursor: 'c1', node: dish(2, 'Kadhi Pakora', null, 0) },
            ],
            pageInfo: { hasNextPage: false, endCursor: 'c1', hasPreviousPage: false, startCursor: 'c0' },
          }),
        }),
      );
    });
    const [rated, unrated] = screen.getAllByTestId('dish-card');
    expect(rated!.textContent).toContain('Rajma Chawal');
    expect(within(rated!).getByTestId('dish-rating').textContent).toBe('4.3 (12 ratings)');
    expect(within(rated!).getByRole('img', { name: 'Rated 4.3 of 5 stars' })).toBeTruthy();
    // Four and a half stars lit: 4.3 to the nearest half.
    expect(rated!.querySelectorAll('.ant-rate-star-full')).toHaveLength(4);
    expect(rated!.querySelectorAll('.ant-rate-star-half')).toHaveLength(1);
    expect(unrated!.textContent).toContain('Kadhi Pakora');
    expect(within(unrated!).getByTestId('dish-rating').textContent).toBe(NO_RATINGS);
    expect(within(unrated!).queryByRole('img', { name: /^Rated / })).toBeNull();
    expect(unrated!.querySelectorAll('.ant-rate-star-full')).toHaveLength(0);
  });
});
