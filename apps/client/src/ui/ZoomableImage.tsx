import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { distance, FIT, fitted, midpoint, panBy, swipeStep, toggleZoom, wheelFactor, zoomAt, type Point, type Size, type View } from './viewer-gestures';

export interface ZoomableImageProps {
  src: string;
  alt: string;
  /** The image's own size, known before it loads (the stored width and height). */
  size: Size;
  view: View;
  onViewChange: (view: View) => void;
  /** A swipe while not zoomed: 1 for the next image, -1 for the previous. */
  onSwipe: (step: -1 | 1) => void;
  /** Told the stage's size whenever it changes (the zoom button zooms around its centre). */
  onMeasure: (stage: Size) => void;
}

/**
 * The viewer's stage: the image fitted in it, zoomed by double click, wheel or pinch around the
 * pointer, dragged when zoomed, swiped to its neighbours when not. Pointer events serve mouse, pen
 * and touch alike; the stage takes every touch gesture (touch-action: none) so the page never scrolls under it.
 */
export function ZoomableImage({ src, alt, size, view, onViewChange, onSwipe, onMeasure }: ZoomableImageProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 });
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; pinch?: { distance: number; view: View } } | null>(null);
  const fit = fitted(size, stage);
  const latest = useRef({ view, fit, stage, onViewChange, onMeasure });
  latest.current = { view, fit, stage, onViewChange, onMeasure };

  useLayoutEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    const measure = () => {
      const measured = { width: element.clientWidth, height: element.clientHeight };
      setStage(measured);
      latest.current.onMeasure(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Wheel zoom must keep the page from scrolling, which React's passive wheel listener cannot.
  useEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { view: current, fit: box, stage: area, onViewChange: change } = latest.current;
      change(zoomAt(current, wheelFactor(event.deltaY), pointIn(element, event), box, area));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the gesture goes on without capture.
    }
    const at = pointIn(event.currentTarget, event);
    pointers.current.set(event.pointerId, at);
    const [a, b] = [...pointers.current.values()];
    gesture.current = b ? { start: midpoint(a, b), pinch: { distance: distance(a, b), view } } : { start: at };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before || !gesture.current) return;
    const at = pointIn(event.currentTarget, event);
    pointers.current.set(event.pointerId, at);
    const { pinch } = gesture.current;
    if (pinch) {
      const [a, b] = [...pointers.current.values()];
      if (a && b && pinch.distance > 0) onViewChange(zoomAt(pinch.view, distance(a, b) / pinch.distance, midpoint(a, b), fit, stage));
    } else if (view.scale > 1) {
      onViewChange(panBy(view, at.x - before.x, at.y - before.y, fit, stage));
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const at = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    const started = gesture.current;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other goes on as a drag from where it is.
      const [rest] = [...pointers.current.values()];
      gesture.current = { start: rest };
      return;
    }
    gesture.current = null;
    if (!at || !started || started.pinch || view.scale > 1 || event.type === 'pointercancel') return;
    const step = swipeStep(at.x - started.start.x, at.y - started.start.y);
    if (step !== 0) onSwipe(step);
  };

  return (
    <div
      ref={stageRef}
      className={view.scale > 1 ? 'image-viewer__stage is-zoomed' : 'image-viewer__stage'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onDoubleClick={(event) => onViewChange(toggleZoom(view, pointIn(event.currentTarget, event), size, fit, stage))}
    >
      {fit.width > 0 ? (
        <img
          className="image-viewer__image"
          src={src}
          alt={alt}
          draggable={false}
          width={Math.round(fit.width)}
          height={Math.round(fit.height)}
          style={{ transform: view === FIT ? undefined : `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      ) : null}
    </div>
  );
}

/** Where an event happened, relative to the centre of `element`. */
function pointIn(element: HTMLElement, event: { clientX: number; clientY: number }): Point {
  const box = element.getBoundingClientRect();
  return { x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2 };
}
