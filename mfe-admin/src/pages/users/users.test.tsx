// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PLACEHOLDER, UsersSearch } from './index';
import { userScreenPath } from './components/UserActions';

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

describe('the users search (300 ms debounce, back to page 1)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 300 ms after the last keystroke, from page 1', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/users?page=3']}>
        <UsersSearch />
        <LocationProbe />
      </MemoryRouter>,
    );
    const input = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
    fireEvent.change(input, { target: { value: 'pri' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input, { target: { value: 'priya' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(screen.getByTestId('search').textContent).toBe('?page=3');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('search').textContent).toBe('?search=priya');
  });

  it('clearing the search lists everyone from page 1', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/users?search=priya&page=2']}>
        <UsersSearch />
        <LocationProbe />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});

describe('userScreenPath', () => {
  it('passes userId, name and email in the query string', () => {
    expect(userScreenPath('transactions', { userId: 7, name: 'Kavya Nair', email: 'kavya+1@example.com' })).toBe(
      '/dashboard/users/transactions?userId=7&name=Kavya+Nair&email=kavya%2B1%40example.com',
    );
    expect(userScreenPath('user-routine', { userId: 7, name: 'A', email: 'a@b.c' })).toBe(
      '/dashboard/users/user-routine?userId=7&name=A&email=a%40b.c',
    );
  });
});
