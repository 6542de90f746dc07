// The tooltip itself (Radix), loaded on the first hover or focus of an element that has one
// (./tooltip.tsx). spec 000 §9 "Tooltip delay 500 ms".
import { Content, Portal, Provider, Root, Trigger } from '@radix-ui/react-tooltip';
import { TOOLTIP_DELAY_MS } from '@ullage/domain/constants';
import type { ReactElement, ReactNode, Ref } from 'react';
import './tooltip.css';

export interface RadixTooltipProps {
  content: ReactNode;
  children: ReactElement;
  side: 'top' | 'bottom' | 'left' | 'right';
  triggerRef: Ref<HTMLElement>;
}

export function RadixTooltip({ content, children, side, triggerRef }: RadixTooltipProps) {
  return (
    // A provider to each tooltip: they load after the page's frame, which holds no provider.
    <Provider delayDuration={TOOLTIP_DELAY_MS}>
      <Root>
        <Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
          {children}
        </Trigger>
        <Portal>
          <Content className="tooltip" side={side} sideOffset={6} collisionPadding={8}>
            {content}
          </Content>
        </Portal>
      </Root>
    </Provider>
  );
}
