// A looping carousel: previous/next buttons, left/right arrow keys, dots. Built on
// Embla (small, no dependencies); slides are laid out by CSS so nothing shifts while it starts.
// Both carousels of the home page sit below the fold: Embla's code is fetched when a carousel
// comes near the screen (or is used first), not with the page. A press before it has arrived is
// carried out once it has.
import { Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import styles from './Carousel.module.css';

interface CarouselProps {
  /** The carousel's accessible name, e.g. "Explore Our Meals". */
  label: string;
  /** What one slide is, for the button names ("Previous meal", "Next meal"). */
  itemName: string;
  /** CSS width of one slide on desktop and on mobile, e.g. "50%" / "85%". */
  slideWidth?: string;
  slideWidthMobile?: string;
  children: ReactNode;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How far ahead of the screen a carousel starts fetching Embla. */
const NEAR_SCREEN = '400px';

type Action = (embla: EmblaCarouselType) => void;

/**
 * Embla on the viewport element, started when it comes near the screen. Returns the ref callback,
 * the API once started, and `run`: an action now, or as soon as Embla is there.
 */
function useEmblaWhenNear(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [wanted, setWanted] = useState(false);
  const pending = useRef<Action | null>(null);
  // The started API as soon as it exists: a press handled by a render from before Embla arrived
  // still reaches it, instead of being parked for a start that has already happened.
  const started = useRef<EmblaCarouselType | null>(null);
  const optionsRef = useRef(options);

  useEffect(() => {
    if (!viewport || wanted) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    }, { rootMargin: NEAR_SCREEN });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, wanted]);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let active = true;
    let api: EmblaCarouselType | null = null;
    import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (!active) return;
        api = EmblaCarousel(viewport, optionsRef.current);
        started.current = api;
        setEmbla(api);
        const action = pending.current;
        pending.current = null;
        action?.(api);
      },
      () => {
        // Offline: the slides stay as laid out, the first one showing.
      },
    );
    return () => {
      active = false;
      api?.destroy();
      if (started.current === api) started.current = null;
      setEmbla(null);
    };
  }, [viewport, wanted]);

  const run = useCallback((action: Action) => {
    if (started.current) return action(started.current);
    pending.current = action;
    setWanted(true);
  }, []);
  return [setViewport, embla, run] as const;
}

export function Carousel({ label, itemName, slideWidth = '50%', slideWidthMobile = '86%', children }: CarouselProps) {
  const slides = Children.toArray(children);
  const [viewportRef, embla, run] = useEmblaWhenNear({
    loop: true,
    align: 'start',
    duration: prefersReducedMotion() ? 10 : 25,
  });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => run((api) => api.scrollPrev()), [run]);
  const next = useCallback(() => run((api) => api.scrollNext()), [run]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      style={{ ['--slide-width' as string]: slideWidth, ['--slide-width-mobile' as string]: slideWidthMobile }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-selected={index === selected ? 'true' : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={previous} aria-label={`Previous ${itemName}`}>
          <ChevronLeftIcon size={22} />
        </button>
        <div className={styles.dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Go to ${itemName} ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => run((api) => api.scrollTo(index))}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={next} aria-label={`Next ${itemName}`}>
          <ChevronRightIcon size={22} />
        </button>
      </div>
      <p className={styles.status} aria-live="polite">
        {`${itemName[0].toUpperCase()}${itemName.slice(1)} ${selected + 1} of ${slides.length}`}
      </p>
    </div>
  );
}
