import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react';

export interface RowRange {
  /** First row rendered. */
  start: number;
  /** One past the last row rendered. */
  end: number;
}

/** Rows rendered before the table's place on the page is known (a tall window shows about 25). */
export const firstRenderRows = 30;
/** Rows rendered beyond each edge of the window, so a scroll shows rows before the next render lands. */
export const overscanRows = 10;
/** Range edges snap to this step: scrolling re-renders the table every few rows, not on every pixel. */
const rangeStep = 10;

/**
 * Which rows of a table with equal row heights intersect the browser window. `top` is where the first
 * row's top edge is, relative to the top of the window (negative when scrolled past).
 */
export function visibleRange(
  count: number,
  rowHeight: number,
  top: number,
  viewportHeight: number,
): RowRange {
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(-top / rowHeight) - overscanRows;
  const last = Math.ceil((viewportHeight - top) / rowHeight) + overscanRows;
  const start = Math.max(0, Math.min(count, Math.floor(first / rangeStep) * rangeStep));
  const end = Math.max(start, Math.min(count, Math.ceil(last / rangeStep) * rangeStep));
  return { start, end };
}

/**
 * Windowing against the page's own scrolling (the table keeps its full height and the page scrolls as
 * usual): only the rows near the window are in the DOM, so 500 rows cost what ~60 do (docs/performance.md).
 * `bodyRef` is the table body; the first rendered row's height is the row height.
 */
export function useVisibleRows(
  count: number,
  bodyRef: RefObject<HTMLTableSectionElement | null>,
): RowRange & { rowHeight: number } {
  const [rowHeight, setRowHeight] = useState(0);
  const [range, setRange] = useState<RowRange>({ start: 0, end: Math.min(count, firstRenderRows) });

  const update = useCallback(() => {
    const body = bodyRef.current;
    if (!body) return;
    let height = rowHeight;
    if (!height) {
      // The first row is a spacer; the second is the first rendered row.
      const row = body.rows[1];
      if (!row) return setRange({ start: 0, end: Math.min(count, firstRenderRows) });
      height = row.getBoundingClientRect().height;
      setRowHeight(height);
    }
    const next = visibleRange(count, height, body.getBoundingClientRect().top, window.innerHeight);
    setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, [bodyRef, count, rowHeight]);

  // Before the first paint: a table opened scrolled down shows its rows at once.
  useLayoutEffect(update, [update]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    // Capture: scrolling of any scroll container on the page, not only the document's.
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [update]);

  return { start: Math.min(range.start, count), end: Math.min(range.end, count), rowHeight };
}
