// spec 000 §2 supporting widgets, §9 "Tooltip delay 500 ms" (the delay is set once, on the
// provider in app/providers.tsx).
import { Content, Portal, Root, Trigger } from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import './tooltip.css';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable or hoverable element; a disabled button is wrapped so it still shows the tip. */
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

export function Tooltip({ content, children, side = 'bottom' }: TooltipProps) {
  return (
    <Root>
      <Trigger asChild>{children}</Trigger>
      <Portal>
        <Content className="tooltip" side={side} sideOffset={6} collisionPadding={8}>
          {content}
        </Content>
      </Portal>
    </Root>
  );
}
