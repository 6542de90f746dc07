// The sign-in flow through the real router, providers and API client, with only fetch faked.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS } from '../lib/storage';
import { SESSION } from '../testing/session';
import { fakeApi, json, renderApp, signIn, type FakeApi } from './test-harness';

let api: FakeApi;

// Sign-in lands on the summary, a lazy route: load its modules once, outside the tests' waits.
beforeAll(() => import('./routes/summary-route'));

beforeEach(() => {
  api = fakeApi();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

/** The form appears once the page's brand is known. */
async function loginPageReady() {
  await screen.findByLabelText('Password');
}

function fillIn(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

async function clickLogin() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  });
}

const loginCalls = () => api.calls.filter((c) => c.path === '/api/Auth/Login');

describe('login page', () => {
  it('shows the brand, a username field, a password field with a show/hide toggle and a Login button', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Ullage' })).toBeTruthy();
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password.type).toBe('password');
    expect((screen.getByLabelText('Username') as HTMLInputElement).type).toBe('text');
    expect(screen.getByRole('link', { name: 'Forgot your Password?' })).toBeTruthy();
  });

  it('shows the two news items, the featured products and the footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Asset templates' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A monitor for plastic totes and tanks' })).toBeTruthy();
    expect(await screen.findByText('TM-10 Tote Monitor')).toBeTruthy();
    for (const name of ['Contact Us', 'Learn About Ullage', 'Data Privacy Policy'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Technical support')).toBeTruthy();
    expect(within(dialog).getByText(/support@/)).toBeTruthy();
  });

  it('takes the brand from the first path segment and hides featured products it has none of', async () => {
    renderApp('/acme');
    expect(await screen.findByRole('heading', { name: 'Acme Propane' })).toBeTruthy();
    const brandCall = api.calls.find((c) => c.path === '/api/Public/Brand')!;
    expect(brandCall.url.searchParams.get('key')).toBe('acme');
    await screen.findByRole('heading', { name: 'Asset templates' });
    expect(screen.queryByText('Featured products')).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/Public/FeaturedProducts')).toBe(false);
    expect(document.documentElement.dataset.brandTheme).toBe('blue');
  });

  it('sends nothing unless both username and password are filled in (spec 000 §5)', async () => {
    renderApp('/');
    await screen.findByLabelText('Username');
    await clickLogin();
    expect(await screen.findByText('User Name: is required')).toBeTruthy();
    expect(screen.getByText('Password: is required')).toBeTruthy();

    fillIn('Username', 'ann.driver');
    await clickLogin();
    fillIn('Username', '   ');
    fillIn('Password', 'secret');
    await clickLogin();
    expect(loginCalls()).toHaveLength(0);
  });

  it("says a user name is too long in the spec's words and sends nothing (spec 001 §5, ADR 043)", async () => {
    // The message comes from the spec's error map, which the form's check installs when it loads
    // (docs/decisions/048-zod-off-the-login-page.md).
    renderApp('/');
    await screen.findByLabelText('Username');
    fillIn('Username', 'a'.repeat(51));
    fillIn('Password', 'secret');
    await clickLogin();
    expect(await screen.findByText('User Name: length must be less than 51 characters')).toBeTruthy();
    expect(loginCalls()).toHaveLength(0);
  });

  it('answers a 400 with the toast "Invalid Username or Password" and stays signed out (spec 000 §8)', async () => {
    api.handlers['POST /api/Auth/Login'] = () => json(400, { error: 'invalid_grant', error_description: 'bad' });
    renderApp('/');
    await loginPageReady();
    fillIn('Username', 'ann.driver');
    fillIn('Password', 'wrong');
    await clickLogin();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid Username or Password')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it("shows the server's description when the folder or user is disabled", async () => {
    api.handlers['POST /api/Auth/Login'] = () =>
      json(400, { error: 'user_disabled', error_description: 'This user account has been disabled' });
    renderApp('/');
    await loginPageReady();
    fillIn('Username', 'ann.driver');
    fillIn('Password', 'secret');
    await clickLogin();
    expect(await screen.findByText('This user account has been disabled')).toBeTruthy();
    expect(screen.queryByText('Invalid Username or Password')).toBeNull();
  });

  it("shows a rate limit's message", async () => {
    api.handlers['POST /api/Auth/Login'] = () =>
      json(429, { message: 'Too many unsuccessful sign-in attempts. Wait 15 minutes and try again.' });
    renderApp('/');
    await loginPageReady();
    fillIn('Username', 'ann.driver');
    fillIn('Password', 'secret');
    await clickLogin();
    expect(await screen.findByText('Too many unsuccessful sign-in attempts. Wait 15 minutes and try again.')).toBeTruthy();
  });

  it("signs in: sends the credentials and the device fingerprint as JSON, keeps the tokens, loads the session and lands on the base folder's summary (spec 000 §2, §4)", async () => {
    renderApp('/');
    await loginPageReady();
    fillIn('Username', ' ann.driver ');
    fillIn('Password', 'secret');
    await clickLogin();

    await waitFor(() => expect(window.location.pathname).toBe('/report/summary'), { timeout: 5_000 });
    expect(window.location.search).toBe('?fuid=100&uid=100');
    expect(api.bodyOf('/api/Auth/Login')).toEqual({
      userName: 'ann.driver',
      password: 'secret',
      deviceFingerPrint: localStorage.getItem(LOCAL_KEYS.deviceFingerprint),
    });
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-1');
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-1');
    const sessionCall = api.calls.find((c) => c.path === '/api/User/GetSession')!;
    expect(new Headers(sessionCall.init.headers).get('Authorization')).toBe('Bearer access-1');

    expect(await screen.findByText('Acme Propane')).toBeTruthy();
    expect(screen.getByText('ann.driver')).toBeTruthy();
    // The base folder, in the Current Path (and as the title of the Folder menu once its pages exist).
    expect(screen.getByText('North Region', { selector: '.current-path-text' })).toBeTruthy();
    expect(screen.getByText('v4.2025.30301')).toBeTruthy();
    // spec 000 §3 Session selectedFolder: the base folder when nothing else applies.
    expect(sessionStorage.getItem(SESSION_KEYS.selectedFolder)).toBe('100');
  });

  it('restores the last selected folder when it still exists', async () => {
    localStorage.setItem('lastFolder:42', '555');
    api.handlers['GET /api/Folder/555'] = () =>
      json(200, {
        uid: 555,
        typeId: 2,
        iconName: 'Folder',
        label: 'Depot',
        active: true,
        adminUid: 100,
        baseFolderUid: 100,
        config: { label: 'Depot', parentUid: 100, isCompany: false },
        addressConfig: null,
        state: { disableCode: null, loginHtmlMessageId: null },
        folderUidPath: [1, 100, 555],
      });
    renderApp('/');
    await loginPageReady();
    fillIn('Username', 'ann.driver');
    fillIn('Password', 'secret');
    await clickLogin();
    await waitFor(() => expect(window.location.pathname).toBe('/report/summary'), { timeout: 5_000 });
    expect(sessionStorage.getItem(SESSION_KEYS.selectedFolder)).toBe('555');
  });
});

describe('demo brand (spec 000 §2)', () => {
  it('turns the username into "Select Company Type" and fills in the preset password', async () => {
    renderApp('/demo');
    const select = (await screen.findByLabelText('Select Company Type')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Select Company Type',
      'Lube Distributor',
      'Propane Distributor',
      'Fuel Distributor',
    ]);
    fireEvent.change(select, { target: { value: 'demo-propane' } });
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Demo1234!');
    await clickLogin();
    await waitFor(() => expect(window.location.pathname).toBe('/report/summary'), { timeout: 5_000 });
    expect(api.bodyOf('/api/Auth/Login')).toMatchObject({ userName: 'demo-propane', password: 'Demo1234!' });
  });
});

describe('signed-in frame', () => {
  it('sends a visitor without a token to the login screen', async () => {
    renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('shows the login screen for any other route when signed out, but the Help pages open there (issue 19)', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    cleanup();
    renderApp('/help/user-guide');
    expect(await screen.findByRole('navigation', { name: 'Help' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('sends a signed-in user who opens / to the summary of the selected folder (spec 000 §2 default landing)', async () => {
    signIn();
    renderApp('/');
    await waitFor(() => expect(window.location.pathname).toBe('/report/summary'), { timeout: 5_000 });
    expect(await screen.findByText('Company or Folder Summary')).toBeTruthy();
  });

  it('restores the session from session storage after a reload', async () => {
    signIn();
    api.handlers['GET /api/User/GetSession'] = () => new Promise<Response>(() => {});
    renderApp('/home');
    expect(await screen.findByText('Acme Propane')).toBeTruthy();
  });

  it("does not restore a session another build of the app stored: the frame waits for the server's (ADR 073)", async () => {
    signIn();
    sessionStorage.setItem(SESSION_KEYS.sessionBuild, 'https://portal.example/assets/index-0ld.js');
    let answer: ((response: Response) => void) | undefined;
    api.handlers['GET /api/User/GetSession'] = () => new Promise<Response>((resolve) => (answer = resolve));
    renderApp('/home');
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.queryByText('Acme Propane')).toBeNull();
    answer!(json(200, SESSION));
    expect(await screen.findByText('Acme Propane')).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.sessionBuild)).toBe('');
  });

  it('logs out: forgets tokens, session and recent folders, keeps the branding, tells the server, returns to the company path', async () => {
    signIn();
    localStorage.setItem('recentFolders:42', JSON.stringify([{ uid: 555, label: 'Depot' }]));
    renderApp('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    // The login page may paint a moment before the router has settled on the company path.
    await waitFor(() => expect(window.location.pathname).toBe('/acme'));
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.session)).toBeNull();
    expect(localStorage.getItem('recentFolders:42')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.branding)!)).toMatchObject({ companyName: 'Acme Propane' });
    expect(api.bodyOf('/api/Auth/Logout')).toEqual({ token: 'refresh-1' });
    // The token travels in the body, never in the URL.
    expect(api.calls.find((c) => c.path === '/api/Auth/Logout')!.url.search).toBe('');
  });

  it('logs out to / when the company is the default brand', async () => {
    const session = { ...SESSION, branding: { ...SESSION.branding, key: 'default' } };
    api.handlers['GET /api/User/GetSession'] = () => json(200, session);
    signIn(session);
    renderApp('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('signs out when the server no longer accepts the stored token', async () => {
    signIn();
    api.handlers['GET /api/User/GetSession'] = () => json(401, { message: 'Unauthorized' });
    renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it('has a Dark Mode switch that changes the theme and remembers it', async () => {
    signIn();
    renderApp('/home');
    const darkMode = await screen.findByRole('switch', { name: 'Dark Mode' });
    expect(document.documentElement.dataset.theme).not.toBe('dark');

    fireEvent.click(darkMode);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(LOCAL_KEYS.colorScheme)).toBe('dark');
    expect(darkMode.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(darkMode);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(LOCAL_KEYS.colorScheme)).toBe('light');
  });

  it('offers a skip link first, which takes the keyboard to the main area', async () => {
    signIn();
    renderApp('/home');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    const focusable = document.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('region', { name: 'Current folder' })).toBeTruthy();
  });

  it('offers the outbox and brands only to a system administrator', async () => {
    signIn({ ...SESSION, roleRank: 1 });
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Outbox' })).toBeTruthy();
    cleanup();
    signIn();
    renderApp('/home');
    await screen.findByRole('button', { name: 'Log Out' });
    expect(screen.queryByRole('link', { name: 'Outbox' })).toBeNull();
  });
});

describe('error page', () => {
  it('shows "Unexpected Application Error!" when a screen fails unexpectedly', async () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    // A session answer that breaks the contract: the frame cannot draw it.
    api.handlers['GET /api/User/GetSession'] = () => json(200, { loggedIn: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  });
});
