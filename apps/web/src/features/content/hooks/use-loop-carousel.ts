import { type CSSProperties, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/** A drag longer than this (px) is a swipe to the next or previous slide, and not a click. */
const swipeThresholdPx = 40;
const clickSlopPx = 6;

const modulo = (value: number, count: number) => ((value % count) + count) % count;

/**
 * How many slide widths `slide` is moved so that it sits among the loop's places from..from+count-1
 * (its own place is `slide`): a multiple of count, 0 for the slides already there.
 */
export function loopShift(slide: number, from: number, count: number): number {
  return from + modulo(slide - from, count) - slide;
}

type Drag = { pointerId: number; startX: number; deltaX: number };

export type LoopCarousel = {
  /** The slide on view, 0 to count - 1. */
  selected: number;
  next: () => void;
  previous: () => void;
  goTo: (slide: number) => void;
  /** The track's style (its position) and the style of each slide (its place in the loop). */
  trackStyle: CSSProperties;
  slideStyle: (slide: number) => CSSProperties | undefined;
  /** For the frame around the track: swipes (touch, pen, mouse), a drag's click suppressed. */
  frameHandlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
    onClickCapture: (event: { preventDefault: () => void; stopPropagation: () => void }) => void;
    onDragStart: (event: { preventDefault: () => void }) => void;
  };
  /** For the track: a move that ended folds the position back into the first loop. */
  onTrackTransitionEnd: (event: { target: EventTarget; currentTarget: EventTarget }) => void;
};

/**
 * A carousel of full-width slides that loops without end: the track moves one slide width per step over
 * `transitionMs`, and each slide is moved by whole loops to sit where the step needs it (the slide after
 * the last is the first). Swipes follow the finger; right to left, the next slide comes from the left.
 */
export function useLoopCarousel({
  count,
  direction,
  transitionMs,
}: {
  count: number;
  direction: 'ltr' | 'rtl';
  transitionMs: number;
}): LoopCarousel {
  // The position without bounds while it moves (…, -1, 0, 1, …), folded into 0..count-1 once it rests;
  // and the first of the loop's places the slides fill (from to from + count - 1): the two the track moves
  // between, or the one it rests on and the neighbour a swipe is bringing in, are always among them.
  const [position, setPosition] = useState({ index: 0, from: 0 });
  const [animate, setAnimate] = useState(true);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragged = useRef(false);
  const loops = count > 1;
  const { index, from } = position;

  const move = useCallback(
    (steps: number) => {
      if (!loops || steps === 0) return;
      setAnimate(true);
      setPosition((current) => ({
        index: current.index + steps,
        from: Math.min(current.index, current.index + steps),
      }));
    },
    [loops],
  );
  const next = useCallback(() => move(1), [move]);
  const previous = useCallback(() => move(-1), [move]);
  const selected = modulo(index, Math.max(count, 1));
  const goTo = useCallback((slide: number) => move(slide - selected), [move, selected]);

  // At rest outside 0..count-1 (after looping): the same slide, placed without a glide.
  const settle = () => {
    const loopsAway = index - modulo(index, Math.max(count, 1));
    if (loopsAway === 0) return;
    setAnimate(false);
    setPosition({ index: index - loopsAway, from: from - loopsAway });
  };
  useEffect(() => {
    if (animate) return;
    // The jump is drawn without a transition; later moves glide again.
    const frame = requestAnimationFrame(() => setAnimate(true));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  // The physical sign of "forwards": left in LTR, right in RTL.
  const sign = direction === 'rtl' ? 1 : -1;
  const dragX = drag?.deltaX ?? 0;
  const trackStyle: CSSProperties = {
    transform: `translateX(calc(${sign * index * 100}% + ${dragX}px))`,
    transition: animate && !drag ? `transform ${transitionMs}ms ease` : 'none',
  };
  const slideStyle = (slide: number): CSSProperties | undefined => {
    if (!loops) return undefined;
    const shift = loopShift(slide, from, count);
    return shift === 0 ? undefined : { transform: `translateX(${-sign * shift * 100}%)` };
  };

  const frameHandlers: LoopCarousel['frameHandlers'] = {
    onPointerDown: (event) => {
      if (!loops || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      dragged.current = false;
      settle();
      setDrag({ pointerId: event.pointerId, startX: event.clientX, deltaX: 0 });
    },
    onPointerMove: (event) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const deltaX = event.clientX - drag.startX;
      if (Math.abs(deltaX) > clickSlopPx && !dragged.current) {
        dragged.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      setDrag({ ...drag, deltaX });
      // The neighbour the finger is bringing in gets its place: the next one or the previous one.
      const towards = deltaX * sign > 0 ? index : index - 1;
      if (deltaX !== 0 && towards !== from) setPosition({ index, from: towards });
    },
    onPointerUp: (event) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const deltaX = event.clientX - drag.startX;
      setDrag(null);
      if (Math.abs(deltaX) >= swipeThresholdPx) move(deltaX * sign > 0 ? 1 : -1);
    },
    onPointerCancel: () => setDrag(null),
    // A mouse drags the banner, not its image or link (the browser's own drag would cancel the swipe).
    onDragStart: (event) => event.preventDefault(),
    onClickCapture: (event) => {
      // The end of a swipe over a linked banner is not a click on it.
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
  const onTrackTransitionEnd = (event: { target: EventTarget; currentTarget: EventTarget }) => {
    if (event.target === event.currentTarget) settle();
  };
  return { selected, next, previous, goTo, trackStyle, slideStyle, frameHandlers, onTrackTransitionEnd };
}
