// A looping carousel: previous/next buttons, left/right arrow keys, dots. Built on
// Embla (small, no dependencies); slides are laid out by CSS so nothing shifts while it starts.
import { Children, useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
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

export function Carousel({ label, itemName, slideWidth = '50%', slideWidthMobile = '86%', children }: CarouselProps) {
  const slides = Children.toArray(children);
  const [viewportRef, embla] = useEmblaCarousel({
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

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

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
              onClick={() => embla?.scrollTo(index)}
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
