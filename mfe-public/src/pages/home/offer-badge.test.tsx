// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSectionInView, OFFER_BADGE_DISMISSED_KEY, OFFER_BADGE_THRESHOLD, useOfferBadgeDismissed, useOfferBadgeVisible } from './offer-badge';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('offer badge visibility', () => {
  it('counts the call to action as in view from 10% intersection', () => {
    expect(OFFER_BADGE_THRESHOLD).toBe(0.1);
    expect(isSectionInView({ isIntersecting: false, intersectionRatio: 0 })).toBe(false);
    expect(isSectionInView({ isIntersecting: true, intersectionRatio: 0.05 })).toBe(false);
    expect(isSectionInView({ isIntersecting: true, intersectionRatio: 0.1 })).toBe(true);
    expect(isSectionInView({ isIntersecting: true, intersectionRatio: 0.8 })).toBe(true);
  });

  it('shows the badge while the section is out of view and hides it once 10% is in view', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const options: IntersectionObserverInit[] = [];
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback, init: IntersectionObserverInit) {
        callback = cb;
        options.push(init);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);

    let visible: boolean | undefined;
    function Probe() {
      const ref = useRef<HTMLDivElement>(null);
      visible = useOfferBadgeVisible(ref);
      return <div ref={ref} />;
    }
    render(<Probe />);
    expect(options[0]).toEqual({ threshold: 0.1 });
    expect(visible).toBe(false); // nothing known yet: no flash

    const fire = (isIntersecting: boolean, intersectionRatio: number) =>
      act(() => callback([{ isIntersecting, intersectionRatio } as IntersectionObserverEntry], {} as IntersectionObserver));
    fire(false, 0);
    expect(visible).toBe(true);
    fire(true, 0.1);
    expect(visible).toBe(false);
    fire(true, 0.04);
    expect(visible).toBe(true);
  });
});

describe('closing the offer badge', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps it closed for the rest of the session', () => {
    let state: [boolean, () => void] | undefined;
    function Probe() {
      state = useOfferBadgeDismissed();
      return null;
    }
    const first = render(<Probe />);
    expect(state![0]).toBe(false);
    act(() => state![1]());
    expect(state![0]).toBe(true);
    expect(sessionStorage.getItem(OFFER_BADGE_DISMISSED_KEY)).toBe('1');
    first.unmount();
    // Another page of the same session starts with it closed.
    render(<Probe />);
    expect(state![0]).toBe(true);
  });
});
