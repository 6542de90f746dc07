// A list that renders only the rows in view (plus a few either side), so a folder of 10,000
// assets scrolls as smoothly as one of ten (issue 4 "Large folders stay smooth"). Rows have one
// fixed height; the list measures its own height.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type KeyboardEvent, type HTMLAttributes } from 'react';

export interface VirtualListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  count: number;
  rowHeight: number;
  renderRow: (index: number) => ReactNode;
  /** Rows rendered beyond each edge of the view. */
  overscan?: number;
  /** Brought into view whenever it changes. */
  scrollToIndex?: number;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

export function VirtualList({ count, rowHeight, renderRow, overscan = 8, scrollToIndex, className, ...rest }: VirtualListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(400);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setHeight(el.clientHeight || 400);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(el.clientHeight || 400));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el || scrollToIndex === undefined || scrollToIndex < 0) return;
    const top = scrollToIndex * rowHeight;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = top + rowHeight - el.clientHeight;
  }, [scrollToIndex, rowHeight]);

  const onScroll = useCallback(() => setScrollTop(ref.current?.scrollTop ?? 0), []);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) rows.push(renderRow(i));

  return (
    <div ref={ref} className={className} style={{ overflowY: 'auto', position: 'relative' }} onScroll={onScroll} {...rest}>
      <div style={{ height: count * rowHeight, position: 'relative' }}>
        <div style={{ position: 'absolute', top: first * rowHeight, left: 0, right: 0 }}>{rows}</div>
      </div>
    </div>
  );
}
