// @vitest-environment happy-dom
// The carousel fetches Embla only when it comes near the screen, or when it is used first; a press
// made before Embla has arrived is carried out once it has.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = { scrollPrev: vi.fn(), scrollNext: vi.fn(), scrollTo: vi.fn(), selectedScrollSnap: vi.fn(() => 0), on: vi.fn(), off: vi.fn(), destroy: vi.fn() };
api.on.mockReturnValue(api);
api.off.mockReturnValue(api);
const EmblaCarousel = vi.fn(() => api);
vi.mock('embla-carousel', () => ({ default: EmblaCarousel }));

const { Carousel } = await import('./Carousel');

let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderCarousel() {
  render(
    <Carousel label="Meal carousel" itemName="meal">
      <p>One</p>
      <p>Two</p>
      <p>Three</p>
    </Carousel>,
  );
}

describe('Carousel', () => {
  it('starts Embla only once it comes near the screen', async () => {
    renderCarousel();
    await flush();
    expect(EmblaCarousel).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: '1 of 3' }).getAttribute('data-selected')).toBe('true');
    expect(observed[0]?.options?.rootMargin).toBe('400px');
    act(() => observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await flush();
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next meal' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('carries out a press made before Embla has arrived', async () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous meal' }));
    expect(api.scrollPrev).not.toHaveBeenCalled();
    await flush();
    expect(EmblaCarousel).toHaveBeenCalled();
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('carries out a press handled by a render from before Embla arrived', async () => {
    // Under load a click can be dispatched to the handler of the last committed render after Embla
    // has started but before the render that knows it: the press must still reach Embla.
    renderCarousel();
    act(() => observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    const button = screen.getByRole('button', { name: 'Previous meal' });
    const propsKey = Object.keys(button).find((key) => key.startsWith('__reactProps'))!;
    const staleOnClick = (button as unknown as Record<string, { onClick: () => void }>)[propsKey].onClick;
    await flush();
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);
    act(() => staleOnClick());
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
  });
});
