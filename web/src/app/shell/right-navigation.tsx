// spec 000 §2 Right navigation: shows the user name; Information, Setup, Email Reports (when their
// pages exist); Log Out; a Dark Mode switch; the application version v4.2025.30301.
import { Content, Item, Portal, Root, Trigger } from '@radix-ui/react-dropdown-menu';
import { APP_VERSION } from '@ullage/domain/constants';
import { LabelledSwitch } from '../../components/switch';
import { useColorScheme } from '../../lib/theme';

export interface RightNavigationProps {
  userName: string;
  items: readonly { label: string; href: string }[];
  onNavigate: (href: string) => void;
  onLogOut: () => void;
}

export function RightNavigation({ userName, items, onNavigate, onLogOut }: RightNavigationProps) {
  const [scheme, setScheme] = useColorScheme();
  return (
    <div className="shell-account">
      <div className="shell-user">
        {items.length > 0 ? (
          <Root modal={false}>
            <Trigger className="main-nav-trigger shell-user-name">{userName}</Trigger>
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
        ) : (
          <span className="shell-user-name">{userName}</span>
        )}
      </div>
      <LabelledSwitch label="Dark Mode" checked={scheme === 'dark'} onCheckedChange={(dark) => setScheme(dark ? 'dark' : 'light')} />
      <span className="shell-version">v{APP_VERSION}</span>
      <button type="button" className="button button-secondary shell-logout" onClick={onLogOut}>
        Log Out
      </button>
    </div>
  );
}
