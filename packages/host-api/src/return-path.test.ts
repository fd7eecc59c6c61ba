import { describe, expect, it } from 'vitest';
import { isServerPage, returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard/menu', '/dashboard/menu'],
    ['/dashboard/users/transactions?userId=7&name=A%20B', '/dashboard/users/transactions?userId=7&name=A%20B'],
    ['/account#upcoming', '/account#upcoming'],
    ['/plans', '/plans'],
  ])('follows the same-origin path %s', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'dashboard',
    '',
    '/login',
    '/login?next=/x',
    '/sign-up',
    '/signup',
    '/verify',
    '/reset-password',
    `/${'a'.repeat(2001)}`,
  ])('ignores %j', (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('ignores what is not a string', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath({ pathname: '/x' })).toBeNull();
  });
});

describe('returnPathOf', () => {
  it('takes router state first, then ?next=, each only when safe', () => {
    expect(returnPathOf({ state: { from: '/dashboard/menu' }, search: '?next=/plans' })).toBe('/dashboard/menu');
    expect(returnPathOf({ state: { from: '//evil.example' }, search: '?next=/plans' })).toBe('/plans');
    expect(returnPathOf({ state: null, search: '?next=https%3A%2F%2Fevil.example' })).toBeNull();
    expect(returnPathOf({ state: null, search: '' })).toBeNull();
  });
});

describe('isServerPage', () => {
  it('names the pages the gateway renders, with or without a query or hash, and nothing else', () => {
    for (const path of ['/graphql', '/graphql?query=x', '/graphql#tab', '/server/api/v1/docs']) expect(isServerPage(path), path).toBe(true);
    for (const path of ['/graphqlx', '/dashboard', '/graphql/x', '/server/api/v1/dishes', '/']) expect(isServerPage(path), path).toBe(false);
    // A sign-in may return to GraphiQL.
    expect(safeReturnPath('/graphql')).toBe('/graphql');
  });
});
