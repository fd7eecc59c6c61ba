// @vitest-environment happy-dom
// A route's query started while the route renders: a render React sets aside does not ask twice,
// a reload asks again and lets the previous query go, leaving the route lets its query go, and a
// query no route takes up is let go after a while.
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider, type PreloadedQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationType } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import accountQuery from '../pages/__generated__/AccountPageQuery$parameters';
// The full query, as the page's code brings it: the route's requests become operations to answer.
import '../pages/__generated__/AccountPageQuery.graphql';
import { UNTAKEN_MS, useRouteQuery } from './route-query';

let refs: Array<PreloadedQuery<OperationType> | null> = [];

/** A page's code that arrives when the test says so. */
function pageCode() {
  let arrived = false;
  let arrive!: () => void;
  const pending = new Promise<void>((resolve) => (arrive = resolve)).then(() => void (arrived = true));
  return {
    arrive,
    /** Suspends, as a route whose page is still loading does, until the code has arrived. */
    wait() {
      if (!arrived) throw pending;
    },
  };
}

function Route({ code }: { code?: ReturnType<typeof pageCode> }) {
  const { queryRef, reload } = useRouteQuery(accountQuery, {}, 'store-and-network');
  refs.push(queryRef);
  code?.wait();
  return (
    <button type="button" onClick={reload}>
      Reload
    </button>
  );
}

function renderRoute(code?: ReturnType<typeof pageCode>) {
  const environment = createMockEnvironment();
  const execute = vi.spyOn(environment.getNetwork(), 'execute');
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<p>Loading</p>}>
        <Route code={code} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  const answer = () =>
    act(async () => {
      environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation));
    });
  return { ...view, requests: () => execute.mock.calls.length, answer };
}

const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  refs = [];
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useRouteQuery', () => {
  it('asks once when React sets the first render aside and renders again once the page has come', async () => {
    const code = pageCode();
    const { requests } = renderRoute(code);
    await settle();
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(requests()).toBe(1);
    await act(async () => code.arrive());
    await settle();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(requests()).toBe(1);
    expect(new Set(refs).size).toBe(1);
    expect(refs.at(-1)!.isDisposed).toBe(false);
  });

  it('asks again on reload and lets the previous query go', async () => {
    const { requests, answer } = renderRoute();
    await settle();
    await answer();
    const first = refs.at(-1)!;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await settle();
    expect(requests()).toBe(2);
    expect(refs.at(-1)).not.toBe(first);
    expect(first.isDisposed).toBe(true);
    expect(refs.at(-1)!.isDisposed).toBe(false);
  });

  it('lets its query go when the route leaves', async () => {
    const { unmount } = renderRoute();
    await settle();
    const ref = refs.at(-1)!;
    unmount();
    await settle();
    expect(ref.isDisposed).toBe(true);
  });

  it('lets a query no route took up go after a while', async () => {
    renderRoute(pageCode());
    await settle();
    const ref = refs[0]!;
    await settle(UNTAKEN_MS - 1);
    expect(ref.isDisposed).toBe(false);
    await settle(1);
    expect(ref.isDisposed).toBe(true);
  });
});
