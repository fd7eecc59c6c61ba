// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-utils';
import { MAX_MENU_MEALS, menuMeals } from './WeeklyMeals';

afterEach(cleanup);
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const item = (name: string, type: string, imageUrl: string | null = null, imageSrcSet: string | null = null) => ({
  name,
  description: `${name} description`,
  imageUrl,
  imageSrcSet,
  type: type as 'veg',
});

describe('Explore Our Meals', () => {
  it('turns the week’s menu into cards: each dish once, at most 8, a placeholder image by type', () => {
    const cards = menuMeals([item('Dal Tadka', 'veg'), item('Dal Tadka', 'veg'), item('Egg Curry', 'egg', 'https://img/egg.jpg')]);
    expect(cards.map((c) => [c.title, c.type])).toEqual([
      ['Dal Tadka', 'Veg'],
      ['Egg Curry', 'Egg'],
    ]);
    expect(cards[0].image).toBeTruthy(); // the Veg plan illustration
    expect(cards[0].image).not.toBe(cards[1].image);
    expect(cards[1].image).toBe('https://img/egg.jpg');
    expect(menuMeals(Array.from({ length: 12 }, (_, i) => item(`Dish ${i}`, 'chicken')))).toHaveLength(MAX_MENU_MEALS);
  });

  it('shows the four static meals until (and unless) a menu arrives', async () => {
    const { host } = renderApp('/');
    await flush();
    const carousel = screen.getByRole('region', { name: 'Meal carousel' });
    expect(within(carousel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Rustic Chicken Plate',
      'Spinach Set',
      'Egg & Guacamole Toast',
      'Mediterranean Chickpea Salad Bowl',
    ]);
    await act(async () => {
      host.answer('WeeklyMealsQuery', { publicMenu: { weekStart: '2026-11-16', items: [] } });
    });
    await flush();
    expect(within(screen.getByRole('region', { name: 'Meal carousel' })).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('shows this week’s dishes when the kitchen has set a menu', async () => {
    const { host } = renderApp('/');
    await flush();
    await act(async () => {
      host.answer('WeeklyMealsQuery', {
          publicMenu: {
            weekStart: '2026-11-16',
            items: [
              item('Paneer Tikka Bowl', 'veg', '/uploads/paneer-w1200.jpg', '/uploads/paneer-w320.webp 320w, /uploads/paneer-w1200.jpg 1200w'),
              item('Grilled Chicken Salad', 'chicken', '/uploads/salad-w300.png'),
            ],
          },
      });
    });
    await flush();
    const carousel = screen.getByRole('region', { name: 'Meal carousel' });
    expect(within(carousel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Paneer Tikka Bowl',
      'Grilled Chicken Salad',
    ]);
    // An uploaded image with scaled copies is offered at every size; the browser picks by width.
    const paneer = within(carousel).getByRole('img', { name: 'Paneer Tikka Bowl' });
    expect(paneer.getAttribute('src')).toBe('/uploads/paneer-w1200.jpg');
    expect(paneer.getAttribute('srcset')).toBe('/uploads/paneer-w320.webp 320w, /uploads/paneer-w1200.jpg 1200w');
    expect(paneer.getAttribute('sizes')).toBe('(max-width: 767.98px) 86vw, 600px');
    const salad = within(carousel).getByRole('img', { name: 'Grilled Chicken Salad' });
    expect(salad.hasAttribute('srcset')).toBe(false);
  });

  it('keeps the static meals when the menu cannot be loaded', async () => {
    const { host } = renderApp('/');
    await flush();
    await act(async () => {
      host.fail('WeeklyMealsQuery', new Error('offline'));
    });
    await flush();
    expect(within(screen.getByRole('region', { name: 'Meal carousel' })).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
