// spec 000 §2 supporting widgets, §9 "Tooltip delay 500 ms". The element is drawn as it is; the
// tooltip's code (Radix, ./tooltip-radix.tsx) loads on the first hover or focus of any element
// that has one (docs/decisions/073-first-paint-bytes.md).
import { cloneElement, useMemo, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { deferred } from '../lib/deferred';
import { mergeRefs } from '../lib/refs';
import { useStandIn } from './stand-in';

const radixTooltip = deferred(() => import('./tooltip-radix'));

export interface TooltipProps {
  content: ReactNode;
  /** One focusable or hoverable element; a disabled button is wrapped so it still shows the tip. */
  children: ReactElement<TriggerProps>;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

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
  return cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      handlers.onPointerEnter();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      handlers.onFocus();
    },
  });
}
