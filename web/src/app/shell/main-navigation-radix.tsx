// spec 000 §2 Main navigation: one group's menu (Radix), loaded on the first hover, focus or press
// of a group's button, which ./main-navigation.tsx draws first.
import { Content, Item, Portal, Root, Trigger } from '@radix-ui/react-dropdown-menu';
import type { Ref } from 'react';
import type { NavGroup } from './main-navigation-items';

export interface RadixGroupMenuProps {
  group: NavGroup;
  onNavigate: (href: string) => void;
  /** Open at once: the button drawn before this loaded was pressed. */
  defaultOpen: boolean;
  triggerRef: Ref<HTMLElement>;
}

export function RadixGroupMenu({ group, onNavigate, defaultOpen, triggerRef }: RadixGroupMenuProps) {
  return (
    <Root modal={false} defaultOpen={defaultOpen}>
      <Trigger className="main-nav-trigger" ref={triggerRef as Ref<HTMLButtonElement>}>
        {group.title}
      </Trigger>
      <Portal>
        <Content className="context-menu" align="start" sideOffset={4}>
          {group.items.map((item) => (
            <Item key={item.href} className="context-menu-item" onSelect={() => onNavigate(item.href)}>
              {item.label}
            </Item>
          ))}
        </Content>
      </Portal>
    </Root>
  );
}
