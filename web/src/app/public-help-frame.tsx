// spec 000 §2 "/help/*: Help, available signed out": the frame of the help pages for a visitor who
// is not signed in, under the company's branding (the brand of the last sign-in in this tab, else
// the host's): the brand, the Help menu's pages, a way back to sign in, and the page.
import { NavLink, Outlet } from 'react-router';
import { useBrand } from '../features/auth/api/get-brand';
import { BrandMark } from '../features/auth/components/brand-mark';
import { useBrandTheme } from '../features/auth/utils/brand-theme';
import { signedOutPath } from '../features/auth/utils/stored-session';
import { HELP_PAGES } from './help-pages';
import './public-help-frame.css';

export function PublicHelpFrame() {
  const home = signedOutPath();
  const { data: brand } = useBrand(home === '/' ? undefined : home.slice(1), window.location.hostname);
  useBrandTheme(brand?.theme, brand?.inputTheme);
  return (
    <div className="help-frame">
      <header className="help-frame-header">
        <a className="help-frame-brand" href={home}>
          <BrandMark />
          <span>{brand?.companyName ?? ''}</span>
        </a>
        <nav aria-label="Help" className="help-frame-nav">
          {HELP_PAGES.map((p) => (
            <NavLink key={p.path} to={p.path}>
              {p.label}
            </NavLink>
          ))}
        </nav>
        <a className="button button-primary" href={home}>
          Sign in
        </a>
      </header>
      <main className="help-frame-main">
        <Outlet />
      </main>
    </div>
  );
}
