import { useReducer } from 'react';
import type { InspirationSlide } from '@amb/shared-contracts/core';
import { MENU_LABELS } from '../../components/menuLabels';
import { slideshowFlags, slideshowReducer } from './slideshowReducer';

/** Width below which a slide shows its horizontal picture, where it has one (flyout.css: the same width). */
const HORIZONTAL_BELOW = '(max-width: 1439px)';

/**
 * The inspiration of a flyout (SPEC §2.2): one slide at a time (vertical picture, optional horizontal one,
 * rich content from the editors); arrows and dots only with more than one slide.
 */
export function Slideshow({ title, slides }: { title: string; slides: InspirationSlide[] }) {
  const [state, dispatch] = useReducer(slideshowReducer, { index: 0, count: slides.length });
  const { isFirst, isLast } = slideshowFlags(state);
  const several = slides.length > 1;
  return (
    <section
      className="nav-slideshow"
      aria-roledescription="Karussell"
      aria-label={title || MENU_LABELS.slides}
      data-first={isFirst}
      data-last={isLast}
    >
      {slides.map((slide, index) => (
        <div
          key={index}
          className="nav-slideshow__slide"
          role="group"
          aria-roledescription="Folie"
          aria-label={MENU_LABELS.slide(index, slides.length)}
          hidden={index !== state.index}
        >
          <picture>
            {slide.imageHorizontal ? <source media={HORIZONTAL_BELOW} srcSet={slide.imageHorizontal} /> : null}
            <img
              className={`nav-slideshow__image${slide.imageHorizontal ? ' nav-slideshow__image--horizontal-below' : ''}`}
              src={slide.imageVertical}
              alt=""
              loading="lazy"
            />
          </picture>
          {/* Rich text the editors wrote in the navigation data of our own api. */}
          <div className="nav-slideshow__content" dangerouslySetInnerHTML={{ __html: slide.content }} />
        </div>
      ))}
      {several ? (
        <div className="nav-slideshow__controls">
          <button
            type="button"
            className="nav-slideshow__arrow"
            aria-label={MENU_LABELS.previousSlide}
            disabled={isFirst}
            onClick={() => dispatch({ type: 'previous' })}
          >
            ‹
          </button>
          <ul className="nav-slideshow__dots">
            {slides.map((_, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="nav-slideshow__dot"
                  aria-label={MENU_LABELS.slide(index, slides.length)}
                  aria-current={index === state.index ? 'true' : undefined}
                  onClick={() => dispatch({ type: 'go', index })}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="nav-slideshow__arrow"
            aria-label={MENU_LABELS.nextSlide}
            disabled={isLast}
            onClick={() => dispatch({ type: 'next' })}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
