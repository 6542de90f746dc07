// The header on a phone or a narrow window (under the md breakpoint, 1024: spec 000 §2): the main
// navigation, the system administrator's pages and the user's menu (with Dark Mode, the version
// and Log Out) collapse into one Menu button, each group under its title (issue 20: at 390 px the
// folder menu's title ran over the user name and Log Out was cut off). The menu itself (Radix),
// loaded on the first hover, focus or press of the button that ./compact-menu.tsx draws first.
import { CheckboxItem, Content, Group, Item, ItemIndicator, Label, Portal, Root, Separator, Trigger } from '@radix-ui/react-dropdown-menu';
import { APP_VERSION } from '@ullage/domain/constants';
import { useId, type Ref } from 'react';
import { Icon } from '../../components/icons';
import { useColorScheme } from '../../lib/theme';
import type { CompactMenuProps, MenuGroup } from './compact-menu-types';

export interface RadixCompactMenuProps extends CompactMenuProps {
  /** Open at once: the button drawn before this loaded was pressed. */
  defaultOpen: boolean;
  triggerRef: Ref<HTMLElement>;
}

export function RadixCompactMenu({ groups, userName, userItems, onNavigate, onLogOut, defaultOpen, triggerRef }: RadixCompactMenuProps) {
  const [scheme, setScheme] = useColorScheme();
  const userLabel = useId();
  return (
    <Root modal={false} defaultOpen={defaultOpen}>
      <Trigger className="button button-secondary compact-menu-trigger" ref={triggerRef as Ref<HTMLButtonElement>}>
        <Icon name="Menu" />
        Menu
      </Trigger>
      <Portal>
        <Content className="context-menu compact-menu" align="end" sideOffset={6} collisionPadding={8}>
          {groups.map((group) => (
            <GroupOf key={group.key} group={group} onNavigate={onNavigate} />
          ))}
          <Group aria-labelledby={userLabel}>
            <Label className="compact-menu-label" id={userLabel}>
              {userName}
            </Label>
            {userItems.map((item) => (
              <Item key={item.href} className="context-menu-item" onSelect={() => onNavigate(item.href)}>
                {item.label}
              </Item>
            ))}
            <CheckboxItem
              className="context-menu-item compact-menu-check"
              checked={scheme === 'dark'}
              // The menu stays open: the change shows at once.
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(dark) => setScheme(dark ? 'dark' : 'light')}
            >
              Dark Mode
              <span className="compact-menu-check-box" aria-hidden="true">
                <ItemIndicator>✓</ItemIndicator>
              </span>
            </CheckboxItem>
            <Item className="context-menu-item" onSelect={onLogOut}>
              Log Out
            </Item>
          </Group>
          <Separator className="compact-menu-separator" />
          <Label className="compact-menu-version">v{APP_VERSION}</Label>
        </Content>
      </Portal>
    </Root>
  );
}

function GroupOf({ group, onNavigate }: { group: MenuGroup; onNavigate: (href: string) => void }) {
  const id = useId();
  return (
    <>
      <Group aria-labelledby={id}>
        <Label className="compact-menu-label" id={id}>
          {group.title}
        </Label>
        {group.items.map((item) => (
          <Item key={item.href} className="context-menu-item" onSelect={() => onNavigate(item.href)}>
            {item.label}
          </Item>
        ))}
      </Group>
      <Separator className="compact-menu-separator" />
    </>
  );
}
