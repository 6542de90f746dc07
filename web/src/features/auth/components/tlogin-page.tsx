// spec 000 §2 /tlogin "Alternative login". Ours (docs/decisions/015-login-page.md): the same
// sign-in (MFA included) on a plain page without banner, news, products or images, for slow links
// and small screens in the field.
import { useBrand } from '../api/get-brand';
import { useBrandTheme } from '../utils/brand-theme';
import { BrandMark } from './brand-mark';
import { SignInFlow } from './sign-in-flow';
import './login-page.css';

export function TLoginPage() {
  const { data: brand } = useBrand(undefined, window.location.hostname);
  useBrandTheme(brand?.theme, brand?.inputTheme);
  return (
    <div className="login-screen login-screen-single">
      <main className="login-card" aria-labelledby="tlogin-brand" aria-busy={!brand}>
        <header className="login-header">
          <BrandMark />
          <h1 id="tlogin-brand" className="login-brand">
            {brand?.companyName ?? ''}
          </h1>
        </header>
        {brand && <SignInFlow brandKey={brand.key} />}
      </main>
    </div>
  );
}
