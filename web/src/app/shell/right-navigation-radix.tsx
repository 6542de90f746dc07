// spec 000 §2 Right navigation: the user's menu (Radix), loaded on the first hover, focus or press
// of the user name's button, which ./right-navigation.tsx draws first.
import { Content, Item, Portal, Root, Trigger } from '@radix-ui/react-dropdown-menu';
import type { Ref } from 'react';

export interface RadixUserMenuProps {
  userName: string;
  items: readonly { label: string; href: string }[];
  onNavigate: (href: string) => void;
  /** Open at once: the button drawn before this loaded was pressed. */
  defaultOpen: boolean;
  triggerRef: Ref<HTMLElement>;
}

export function RadixUserMenu({ userName, items, onNavigate, defaultOpen, triggerRef }: RadixUserMenuProps) {
  return (
    <Root modal={false} defaultOpen={defaultOpen}>
      <Trigger className="main-nav-trigger shell-user-name" ref={triggerRef as Ref<HTMLButtonElement>}>
        {userName}
      </Trigger>
      <Portal>
        <Content className="context-menu" align="end" sideOffset={4}>
          {items.map((item) => (
            <Item key={item.href} className="context-menu-item" onSelect={() => onNavigate(item.href)}>
              {item.label}
            </Item>
          ))}
        </Content>
      </Portal>
    </Root>
  );
}
