// The sign-in flow through the real router, providers and API client, with only fetch faked.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@ullage/domain/api/session';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { LOCAL_KEYS, SESSION_KEYS } from '../lib/storage';
import { App } from './app';

const SESSION: Session = {
  loggedIn: true,
  userUid: 42,
  userName: 'ann.driver',
  roleRank: 3,
  roleId: 7,
  baseFolderUid: 100,
  baseFolder: { uid: 100, label: 'North Region', adminUid: 100, baseFolderUid: 1, isCompany: false, parentUid: 1 },
  permissions: [10, 12],
  unitConfig: { dimensionUnitId: 1, volumeUnitId: 2, weightUnitId: 3, temperatureUnitId: 2 },
  timeZoneConfig: { timeZoneId: 5, observeDst: true },
  userConfig: {
    userName: 'ann.driver',
    roleId: 7,
    roleRank: 3,
    contactUid: null,
    loginMessageId: null,
    orgFolderDefault: 0,
    siteFolderDefault: 0,
    saveLastLocation: true,
    autoHideHierarchy: false,
    showBillingIconsHierarchy: false,
  },
  dataTheme: 'Light',
  branding: {
    key: 'acme',
    companyName: 'Acme Propane',
    theme: 'default',
    bannerFolder: 'acme',
    inputTheme: 'default',
    featuredProducts: false,
  },
};

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const calls: { path: string; init: RequestInit }[] = [];

// The signed-in frame is a lazy route; loading its modules once up front keeps the first test that
// opens it from racing the findBy* timeout on a busy machine.
beforeAll(async () => {
  await import('./signed-in-layout');
}, 30_000);
let handlers: Record<string, Handler>;

beforeEach(() => {
  calls.length = 0;
  handlers = {
    'POST /api/Auth/Login': () => json(200, { access_token: 'access-1', refresh_token: 'refresh-1', theme: 'default' }),
    'GET /api/User/GetSession': () => json(200, SESSION),
    'POST /api/Auth/Logout': () => new Response(null, { status: 200 }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init: RequestInit) => {
      const url = new URL(String(input));
      calls.push({ path: url.pathname, init });
      const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
      return handler ? handler(url, init) : json(404, { message: 'Not Found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  render(<App queryClient={createQueryClient()} />);
}

function fillIn(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

async function clickLogin() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  });
}

const loginCalls = () => calls.filter((c) => c.path === '/api/Auth/Login');

describe('login page', () => {
  it('shows the brand, a username field, a password field with a show/hide toggle and a Login button', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Ullage' })).toBeTruthy();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password.type).toBe('password');
    expect((screen.getByLabelText('Username') as HTMLInputElement).type).toBe('text');
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

  it('answers a 400 with the toast "Invalid Username or Password" and stays signed out (spec 000 §8)', async () => {
    handlers['POST /api/Auth/Login'] = () => json(400, { error: 'invalid_grant', error_description: 'bad' });
    renderApp('/');
    fillIn('Username', 'ann.driver');
    fillIn('Password', 'wrong');
    await clickLogin();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid Username or Password')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it("shows the server's description when the folder or user is disabled", async () => {
    handlers['POST /api/Auth/Login'] = () =>
      json(400, { error: 'user_disabled', error_description: 'This user account has been disabled' });
    renderApp('/');
    fillIn('Username', 'ann.driver');
    fillIn('Password', 'secret');
    await clickLogin();
    expect(await screen.findByText('This user account has been disabled')).toBeTruthy();
    expect(screen.queryByText('Invalid Username or Password')).toBeNull();
  });

  it('signs in: sends the credentials as JSON, keeps the tokens, loads the session and opens /home', async () => {
    renderApp('/');
    fillIn('Username', ' ann.driver ');
    fillIn('Password', 'secret');
    await clickLogin();

    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(JSON.parse(String(loginCalls()[0]!.init.body))).toEqual({ userName: 'ann.driver', password: 'secret' });
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-1');
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-1');
    const sessionCall = calls.find((c) => c.path === '/api/User/GetSession')!;
    expect(new Headers(sessionCall.init.headers).get('Authorization')).toBe('Bearer access-1');

    expect(await screen.findByText('Acme Propane')).toBeTruthy();
    expect(screen.getByText('ann.driver')).toBeTruthy();
    expect(screen.getByText('North Region')).toBeTruthy();
    expect(screen.getByText('v4.2025.30301')).toBeTruthy();
  });
});

describe('signed-in frame', () => {
  function signIn() {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    sessionStorage.setItem(SESSION_KEYS.refreshToken, 'refresh-1');
    sessionStorage.setItem(SESSION_KEYS.session, JSON.stringify(SESSION));
  }

  it('sends a visitor without a token to the login screen', async () => {
    renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('shows the login screen for any other route when signed out (spec 000 §2)', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('restores the session from session storage after a reload', async () => {
    signIn();
    handlers['GET /api/User/GetSession'] = () => new Promise<Response>(() => {});
    renderApp('/home');
    expect(await screen.findByText('Acme Propane')).toBeTruthy();
  });

  it('logs out: forgets tokens and session, keeps the branding, tells the server, returns to /', async () => {
    signIn();
    renderApp('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.session)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.branding)!)).toMatchObject({ companyName: 'Acme Propane' });
    const logoutCall = calls.find((c) => c.path === '/api/Auth/Logout');
    expect(logoutCall).toBeTruthy();
  });

  it('signs out when the server no longer accepts the stored token', async () => {
    signIn();
    handlers['GET /api/User/GetSession'] = () => json(401, { message: 'Unauthorized' });
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
});

describe('error page', () => {
  it('shows "Unexpected Application Error!" when a screen fails unexpectedly', async () => {
    signInWithBrokenSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  });

  function signInWithBrokenSession() {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    // A session answer that breaks the contract: the session schema rejects it.
    handlers['GET /api/User/GetSession'] = () => json(200, { loggedIn: true });
  }
});
