// spec 000 §2 Login page: "Header with company logo; username field; password field with a
// show/hide toggle; link 'Forgot your Password?'; login button. A banner, two news items and a list
// of featured products are shown (hidden for brands that have none). Footer: Contact Us, Learn
// About the product, the parent company, Data Privacy Policy." Branded per company: the first path
// segment, else the host, else the default brand.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { InvitationType } from '@ullage/domain/people/invitation-types';
import { useBrand } from '../api/get-brand';
import { useFeaturedProducts } from '../api/get-featured-products';
import { getInvitation } from '../api/get-invitation';
import { useNews } from '../api/get-news';
import { storeLoginBrand, storePendingInvitation } from '../utils/auth-storage';
import { useBrandTheme } from '../utils/brand-theme';
import { BrandMark } from './brand-mark';
import { LoginFooter } from './login-footer';
import { NotificationStrip } from './notification-strip';
import { SignInFlow } from './sign-in-flow';
import './login-page.css';

/** spec 000 §4: an invitation link (?requestId=) of the navigate-to-entity type is honoured once
 * the user has signed in. The id leaves the address bar at once. */
function usePendingInvitation(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const requestId = url.searchParams.get('requestId');
    if (!requestId) return;
    url.searchParams.delete('requestId');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    void getInvitation(requestId).then((invitation) => {
      if (invitation && invitation.typeId === InvitationType.NavigateToEntity) storePendingInvitation(invitation);
    });
  }, []);
}

export function LoginPage() {
  const { pathname } = useLocation();
  const segment = pathname.split('/')[1]?.toLowerCase() || undefined;
  const { data: brand } = useBrand(segment, window.location.hostname);
  const { data: news = [], isPending: newsPending } = useNews();
  const { data: featured = [], isPending: featuredPending } = useFeaturedProducts(brand?.featuredProducts ? brand.key : undefined);
  // The side column fills in once, when what it shows has come (index.html preloads it with the
  // brand, issue 21): on a phone it sits under the card, and each part arriving on its own moved
  // the centred page (a layout shift). The footer comes with it.
  const asideReady = !!brand && !newsPending && !(brand.featuredProducts && featuredPending);
  useBrandTheme(brand?.theme, brand?.inputTheme);
  usePendingInvitation();

  useEffect(() => {
    if (brand?.matchedBy === 'key') storeLoginBrand(brand.key);
  }, [brand]);

  const companyName = brand?.companyName ?? '';
  return (
    <div className="login-screen">
      <NotificationStrip />
      <div className="login-layout">
        <main className="login-card" aria-labelledby="login-brand" aria-busy={!brand}>
          <header className="login-header">
            <BrandMark />
            <h1 id="login-brand" className="login-brand">
              {companyName}
            </h1>
            <p className="login-tagline">Remote tank monitoring</p>
          </header>
          {brand && <SignInFlow key={brand.key} brandKey={brand.key} />}
        </main>

        <aside className="login-aside" aria-label="News and products">
          {asideReady && (
            <img
              className="login-banner"
              src={`/brands/${brand.bannerFolder}/banner.svg`}
              alt=""
              onError={(e) => {
                // A brand whose banner folder has no picture yet shows the default one.
                if (!e.currentTarget.src.endsWith('/brands/default/banner.svg')) e.currentTarget.src = '/brands/default/banner.svg';
              }}
            />
          )}
          {asideReady && news.length > 0 && (
            <section className="login-news" aria-labelledby="login-news-title">
              <h2 id="login-news-title">What&apos;s new</h2>
              {news.map((n) => (
                <article key={n.id} className="login-news-item">
                  <h3>{n.title}</h3>
                  <p>{n.body}</p>
                </article>
              ))}
            </section>
          )}
          {asideReady && featured.length > 0 && (
            <section className="login-featured" aria-labelledby="login-featured-title">
              <h2 id="login-featured-title">Featured products</h2>
              <ul>
                {featured.map((p) => (
                  <li key={p.label}>
                    <a href={p.linkUrl}>
                      <img src={`/featured/${p.imageName}`} alt="" width={72} height={72} />
                      <span>{p.label}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      {/* With the rest: shown before it, on a phone it sat under the bare card and was pushed away. */}
      {asideReady && <LoginFooter />}
    </div>
  );
}
