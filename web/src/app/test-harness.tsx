// The real router, providers and API client with only fetch faked: what the app asks the server,
// and what it shows for each answer.
import { render } from '@testing-library/react';
import type { Session } from '@ullage/domain/people/session-api';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { appBuild } from '../lib/build';
import { SESSION_KEYS } from '../lib/storage';
import { SESSION } from '../testing/session';
import { App } from './app';

// jsdom has no ResizeObserver; Radix measures controls with it (a checkbox's bubble input).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const DEFAULT_BRAND = {
  key: 'default',
  companyName: 'Ullage',
  theme: 'Default',
  bannerFolder: 'default',
  inputTheme: 'light',
  featuredProducts: true,
  matchedBy: 'default',
};

export interface FakeApi {
  calls: { path: string; url: URL; init: RequestInit }[];
  handlers: Record<string, Handler>;
  bodyOf(path: string, index?: number): unknown;
}

/** Installs a fetch that answers from `handlers` ("METHOD /path"), 404 otherwise. */
export function fakeApi(): FakeApi {
  const api: FakeApi = {
    calls: [],
    handlers: {
      'GET /api/Public/Brand': (url) => {
        const key = url.searchParams.get('key');
        if (key === 'demo') return json(200, { ...DEFAULT_BRAND, key: 'demo', companyName: 'Ullage Demo', matchedBy: 'key' });
        if (key === 'acme')
          return json(200, {
            ...DEFAULT_BRAND,
            key: 'acme',
            companyName: 'Acme Propane',
            theme: 'Blue',
            featuredProducts: false,
            matchedBy: 'key',
          });
        return json(200, DEFAULT_BRAND);
      },
      'GET /api/Public/News': () =>
        json(200, [
          { id: 1, title: 'Asset templates', body: 'Mark existing assets as templates.', publishedAt: '2025-03-03T15:00:00Z' },
          { id: 2, title: 'A monitor for plastic totes and tanks', body: 'Up to 12 feet deep.', publishedAt: '2025-02-17T15:00:00Z' },
        ]),
      'GET /api/Public/FeaturedProducts': () =>
        json(200, [{ label: 'TM-10 Tote Monitor', imageName: 'tm-10.svg', linkUrl: '/help/hardware-docs?model=TM-10' }]),
      'GET /api/Public/Notifications': () => json(200, []),
      'POST /api/Auth/Login': () => json(200, { access_token: 'access-1', refresh_token: 'refresh-1', theme: 'Blue' }),
      'GET /api/User/GetSession': () => json(200, SESSION),
      'POST /api/Auth/Logout': () => json(200, { ok: true }),
      'POST /api/Auth/RefreshToken': () => json(200, { access_token: 'access-2', refresh_token: 'refresh-2', theme: 'Blue' }),
      'POST /api/Public/Log/Exception': () => json(200, { ok: true }),
    },
    bodyOf(path, index = 0) {
      const call = api.calls.filter((c) => c.path === path)[index];
      return call ? JSON.parse(String(call.init.body)) : undefined;
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init: RequestInit) => {
      const url = new URL(String(input));
      api.calls.push({ path: url.pathname, url, init });
      const handler = api.handlers[`${init.method ?? 'GET'} ${url.pathname}`];
      return handler ? handler(url, init) : json(404, { message: 'Not Found' });
    }),
  );
  return api;
}

export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  render(<App queryClient={createQueryClient()} />);
}

export function signIn(session: Session = SESSION, issuedAt = Date.now()) {
  sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
  sessionStorage.setItem(SESSION_KEYS.refreshToken, 'refresh-1');
  sessionStorage.setItem(SESSION_KEYS.tokensIssuedAt, String(issuedAt));
  sessionStorage.setItem(SESSION_KEYS.session, JSON.stringify(session));
  sessionStorage.setItem(SESSION_KEYS.sessionBuild, appBuild());
}
