// spec 000 §2 Main navigation, left side: one menu per group (see main-navigation-items.ts).
import { Content, Item, Portal, Root, Trigger } from '@radix-ui/react-dropdown-menu';
import type { NavGroup } from './main-navigation-items';

export function MainNavigation({ groups, onNavigate }: { groups: readonly NavGroup[]; onNavigate: (href: string) => void }) {
  if (groups.length === 0) return null;
  return (
    <nav className="main-nav" aria-label="Main">
      {groups.map((group) => (
        <Root key={group.key} modal={false}>
          <Trigger className="main-nav-trigger">{group.title}</Trigger>
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
      ))}
    </nav>
  );
}
