// @vitest-environment happy-dom
// The Edit Dish screen's read-only 'Ratings' against a mock Relay environment: the average with its
// count and the latest comments (stars, comment, the meal's date) from the route's preloaded query;
// 'No ratings yet' for a dish nobody rated, and no comment list then.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import { NO_COMMENTS } from './components/DishRatings';
import EditDishPage from './index';
import { dishesEditQueries } from './route';

afterEach(cleanup);

type Rating = { stars: number; comment: string; date: string };

async function renderEdit(averageRating: number | null, ratingCount: number, ratings: Rating[]) {
  const environment = createMockEnvironment();
  render(
    <WithHost>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/dashboard/dishes/edit?id=7']}>
          <RouteData queries={dishesEditQueries}>
            <EditDishPage />
          </RouteData>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('dishesEditPageQuery');
  expect(operation.request.variables).toEqual({ id: '7' });
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Dish: () => ({ id: 'RGlzaDo3', name: 'Rajma Chawal', description: 'Kidney beans and rice', type: 'veg', averageRating, ratingCount, ratings }),
      }),
    );
  });
  return screen.getByRole('region', { name: 'Ratings' });
}

describe("the dish form's ratings", () => {
  it('shows the average and the latest comments, newest first, with their stars and dates', async () => {
    const section = await renderEdit(3.5, 3, [
      { stars: 2, comment: 'Too salty', date: '2026-12-02' },
      { stars: 5, comment: 'Just like home', date: '2026-11-30' },
    ]);
    expect((screen.getByLabelText('Dish Name') as HTMLInputElement).value).toBe('Rajma Chawal');
    expect(within(section).getByTestId('dish-rating').textContent).toBe('3.5 (3 ratings)');
    expect(within(section).getByRole('img', { name: 'Rated 3.5 of 5 stars' })).toBeTruthy();
    const comments = within(within(section).getByRole('list', { name: 'Latest comments' })).getAllByRole('listitem');
    expect(comments).toHaveLength(2);
    expect(within(comments[0]!).getByRole('img', { name: '2 of 5 stars' })).toBeTruthy();
    expect(comments[0]!.textContent).toContain('Too salty');
    expect(comments[0]!.textContent).toContain('02 Dec 2026');
    expect(within(comments[1]!).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
    expect(comments[1]!.textContent).toContain('Just like home');
    expect(comments[1]!.textContent).toContain('30 Nov 2026');
    // Nothing in it can be changed: the stars are the server's.
    expect(section.querySelectorAll('.ant-rate-disabled')).toHaveLength(3);
  });

  it('says when ratings came without comments', async () => {
    const section = await renderEdit(4, 1, []);
    expect(within(section).getByTestId('dish-rating').textContent).toBe('4 (1 rating)');
    expect(within(section).getByText(NO_COMMENTS)).toBeTruthy();
  });

  it("says 'No ratings yet' for a dish nobody rated", async () => {
    const section = await renderEdit(null, 0, []);
    expect(within(section).getByTestId('dish-rating').textContent).toBe('No ratings yet');
    expect(within(section).queryByRole('list')).toBeNull();
  });
});
