// spec 000 §2 supporting widgets, §9 "Tooltip delay 500 ms". The element is drawn as it is; the
// tooltip's code (Radix, ./tooltip-radix.tsx) loads on the first hover or focus of any element
// that has one (docs/decisions/073-first-paint-bytes.md).
import { cloneElement, useMemo, type ReactElement, type ReactNode, type Ref } from 'react';
import { deferred } from '../lib/deferred';
import { mergeRefs } from '../lib/refs';
import { useStandIn, type StandInHandlers } from './stand-in';

const radixTooltip = deferred(() => import('./tooltip-radix'));

export interface TooltipProps {
  content: ReactNode;
  /** One focusable or hoverable element; a disabled button is wrapped so it still shows the tip. */
  children: ReactElement<TriggerProps>;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

type TriggerProps = { ref?: Ref<HTMLElement> } & Partial<Record<keyof StandInHandlers, (...args: never[]) => void>>;

export function Tooltip({ content, children, side = 'bottom' }: TooltipProps) {
  const { loaded, triggerRef, standInRef, handlers } = useStandIn(radixTooltip, { opens: false });
  const own = children.props;
  const ref = useMemo(() => mergeRefs(own.ref, standInRef), [own.ref, standInRef]);
  if (loaded) {
    return (
      <loaded.RadixTooltip content={content} side={side} triggerRef={triggerRef}>
        {children}
      </loaded.RadixTooltip>
    );
  }
  // The element's own handlers run first, then the stand-in's (load on hover or focus; hold the
  // swap while it is pressed, so that its own click still lands).
  const composed: Record<string, unknown> = { ref };
  for (const [name, handler] of Object.entries(handlers) as [keyof StandInHandlers, (...args: unknown[]) => void][]) {
    const ownHandler = own[name] as ((...args: unknown[]) => void) | undefined;
    composed[name] = (...args: unknown[]) => {
      ownHandler?.(...args);
      handler(...args);
    };
  }
  return cloneElement(children, composed);
}
