// The guided tour: a coach mark per stop (spotlight around the elements, a card beside it) with
// Back, Next and Skip. No library: six stops do not need one. The card never blocks the page, so
// the sample task's own buttons still work during its stop. A stop that opens a menu opens it on
// arrival and closes it when the tour moves on or ends.
import './tour.css';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { TOUR_STEPS } from './tour-steps.ts';
import { TOUR_STRINGS as S, tourStepLabel } from './tour-strings.ts';

/** Room the card needs beside its target before it goes to the bottom of the screen instead. */
const CARD_ROOM_PX = 230 as const;
const SPOTLIGHT_PADDING_PX = 6 as const;
/** A stop that opens something (the sample task) waits for it to appear this long at most. */
const TARGET_WAIT_MS = 3000 as const;

interface GuidedTourProps {
  /** The tour ended (Finish or Skip). */
  onFinish: () => void;
  /** A stop that needs a query (the sample task) asks for it; others ask for none. */
  onShowQuery: (query: string | undefined) => void;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** One box around every element the selectors find; null when none is on screen. */
function boxOf(selectors: readonly string[]): Box | null {
  const rects = selectors
    .map((selector) => document.querySelector(selector)?.getBoundingClientRect())
    .filter((rect): rect is DOMRect => rect !== undefined && (rect.width > 0 || rect.height > 0));
  if (rects.length === 0) return null;
  const top = Math.min(...rects.map((rect) => rect.top));
  const left = Math.min(...rects.map((rect) => rect.left));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  const right = Math.max(...rects.map((rect) => rect.right));
  return { top, left, width: right - left, height: bottom - top };
}

function isExpanded(button: Element | null): boolean {
  return button?.getAttribute('aria-expanded') === 'true';
}

/**
 * Opens the disclosure `selector` names (if closed) and returns how to close it again; a no-op
 * when it was open already or is not on screen, so the tour never closes what the user opened.
 */
function openDisclosure(selector: string | undefined): () => void {
  if (selector === undefined) return () => {};
  const button = document.querySelector<HTMLElement>(selector);
  if (button === null || isExpanded(button)) return () => {};
  button.click();
  return () => {
    const current = document.querySelector<HTMLElement>(selector);
    if (isExpanded(current)) current?.click();
  };
}

type Placement = { top: number } | { bottom: number };

function placeCard(box: Box | null, viewportHeight: number): Placement {
  if (box === null) return { bottom: 16 };
  const below = viewportHeight - (box.top + box.height);
  if (below >= CARD_ROOM_PX) return { top: box.top + box.height + 12 };
  if (box.top >= CARD_ROOM_PX) return { bottom: viewportHeight - box.top + 12 };
  return { bottom: 16 };
}

export function GuidedTour({ onFinish, onShowQuery }: GuidedTourProps) {
  const [index, setIndex] = useState(0);
  const [box, setBox] = useState<Box | null>(null);
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const step = TOUR_STEPS[index] ?? TOUR_STEPS[0];
  const last = index === TOUR_STEPS.length - 1;

  const go = (next: number) => {
    const target = TOUR_STEPS[next];
    if (target === undefined || step === undefined) return;
    // Only a change of query touches the URL, so an overlay the user opened stays open.
    if (target.query !== step.query) onShowQuery(target.query);
    setIndex(next);
  };

  // Open what the stop shows (the profile menu); close it again when the stop is left.
  useEffect(() => {
    const close = openDisclosure(step?.opens);
    // The menu takes focus when it opens; the card keeps it, so Next and Back stay one key away.
    const frame = requestAnimationFrame(() => card.current?.focus());
    return () => {
      cancelAnimationFrame(frame);
      close();
    };
  }, [step]);

  // Follow the target: bring it into view, then track it while the page scrolls or resizes, and
  // while the target itself grows. A target built once it is on screen (the dashboard's month) grows
  // after it was brought in: in the stop's first moments it is brought into view again, whole.
  useLayoutEffect(() => {
    if (step === undefined) return;
    let frame = 0;
    const started = Date.now();
    const measure = () => setBox(boxOf(step.target));
    const grown = new ResizeObserver((entries) => {
      if (Date.now() - started < TARGET_WAIT_MS) entries[0]?.target.scrollIntoView({ block: 'nearest' });
      measure();
    });
    const find = () => {
      const elements = step.target.map((selector) => document.querySelector(selector));
      if (elements.some((element) => element === null) && Date.now() - started < TARGET_WAIT_MS) {
        frame = requestAnimationFrame(find);
        return;
      }
      elements[0]?.scrollIntoView({ block: 'nearest' });
      if (elements[0]) grown.observe(elements[0]);
      measure();
    };
    find();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      cancelAnimationFrame(frame);
      grown.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);

  useEffect(() => {
    card.current?.focus();
  }, [index]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onFinish();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onFinish]);

  if (step === undefined) return null;
  const placement = placeCard(box, window.innerHeight);

  return (
    <div className="tour" data-testid="guided-tour">
      {box === null ? (
        <div className="tour__shade" />
      ) : (
        <div
          className="tour__spotlight"
          style={{
            top: box.top - SPOTLIGHT_PADDING_PX,
            left: box.left - SPOTLIGHT_PADDING_PX,
            width: box.width + 2 * SPOTLIGHT_PADDING_PX,
            height: box.height + 2 * SPOTLIGHT_PADDING_PX,
          }}
        />
      )}
      <div
        ref={card}
        className="tour__card"
        style={placement}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-label={S.tourLabel}
        tabIndex={-1}
        data-tour-step={step.id}
      >
        <p className="tour__position">{tourStepLabel(index + 1, TOUR_STEPS.length)}</p>
        <h2 id={titleId} className="tour__title">
          {step.title()}
        </h2>
        <p className="tour__body">{step.body()}</p>
        <div className="tour__actions">
          <button type="button" className="tour__button tour__button--quiet" onClick={onFinish}>
            {S.skip}
          </button>
          <span className="tour__spacer" />
          {index > 0 ? (
            <button type="button" className="tour__button" onClick={() => go(index - 1)}>
              {S.back}
            </button>
          ) : null}
          <button
            type="button"
            className="tour__button tour__button--primary"
            onClick={() => (last ? onFinish() : go(index + 1))}
          >
            {last ? S.done : S.next}
          </button>
        </div>
      </div>
    </div>
  );
}
