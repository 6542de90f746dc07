// A box that scrolls its content sideways when it is wider than the box (a table on a phone), so
// the page itself never scrolls sideways (issue 20). While its content overflows it is a named,
// focusable region, so a keyboard user can scroll it too (WCAG 2.1.1, axe
// scrollable-region-focusable); otherwise it is a plain box and no extra Tab stop.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface ScrollBoxProps {
  /** Names the region while it scrolls: what it holds ("Contacts"). */
  label: string;
  children: ReactNode;
  className?: string;
}

export function ScrollBox({ label, children, className }: ScrollBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={className ? `scroll-box ${className}` : 'scroll-box'}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
