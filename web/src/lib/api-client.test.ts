import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiFetchContinued } from './api-client';
import { LOCAL_KEYS, SESSION_KEYS } from './storage';

type FetchArgs = [input: URL, init: RequestInit];

function respond(status: number, body?: unknown): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

function lastRequest(): { url: string; method: string | undefined; headers: Headers; body: unknown } {
  const [input, init] = fetchMock.mock.calls.at(-1)!;
  return {
    url: String(input),
    method: init.method,
    headers: new Headers(init.headers),
    body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
  };
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => respond(200, { ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
});

describe('apiFetch', () => {
  it('sends relative paths under /api with query parameters URL-encoded', async () => {
    await apiFetch('Auth/RefreshToken', { method: 'POST', query: { token: 'a b&c', skip: undefined } });
    const { url, method } = lastRequest();
    expect(new URL(url).pathname).toBe('/api/Auth/RefreshToken');
    expect(new URL(url).searchParams.get('token')).toBe('a b&c');
    expect(new URL(url).searchParams.has('skip')).toBe(false);
    expect(method).toBe('POST');
  });

  it('uses the local override of the base URL when one is set', async () => {
    localStorage.setItem(LOCAL_KEYS.apiBaseOverride, '/other-api/');
    await apiFetch('/User/GetSession');
    expect(new URL(lastRequest().url).pathname).toBe('/other-api/User/GetSession');
  });

  it('sends the bearer token from session storage, and none when signed out', async () => {
    await apiFetch('User/GetSession');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    sessionStorage.setItem(SESSION_KEYS.accessToken, 'tok-123');
    await apiFetch('User/GetSession');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header', async () => {
    await apiFetch('Folder/Save', { method: 'POST', body: {} });
    expect(lastRequest().headers.has('X-XSRF-TOKEN')).toBe(false);

    document.cookie = 'other=1; path=/';
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('x/y+z=')}; path=/`;
    await apiFetch('Folder/Save', { method: 'POST', body: {} });
    expect(lastRequest().headers.get('X-XSRF-TOKEN')).toBe('x/y+z=');
  });

  it('does not hand the XSRF token to a foreign API origin', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    localStorage.setItem(LOCAL_KEYS.apiBaseOverride, 'https://elsewhere.example/api');
    await apiFetch('Folder/Save', { method: 'POST', body: {} });
    expect(lastRequest().url).toBe('https://elsewhere.example/api/Folder/Save');
    expect(lastRequest().headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends bodies as JSON and resolves with the parsed JSON answer', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { access_token: 'a', refresh_token: 'r', theme: 'default' }));
    const answer = await apiFetch('Auth/Login', { method: 'POST', body: { userName: 'ann', password: 'pw' } });
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    expect(lastRequest().body).toEqual({ userName: 'ann', password: 'pw' });
    expect(answer).toEqual({ access_token: 'a', refresh_token: 'r', theme: 'default' });
  });

  it('resolves with undefined for an empty 204 answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch('User/Delete', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws ApiError with the body message and field errors for a status outside 200-299', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(400, { message: 'There are items that require your attention', errors: { label: ['Label: is required'] } }),
    );
    const error = await apiFetch('Folder/Save', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'There are items that require your attention',
      errors: { label: ['Label: is required'] },
    });
  });

  it('treats a 500 answer as a failure too, keeping its text body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Internal Server Error', { status: 500 }));
    const error = await apiFetch('User/GetSession').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, body: 'Internal Server Error' });
    expect((error as ApiError).message).toMatch(/500/);
  });

  it('keeps a login error body whole for the caller to read', async () => {
    fetchMock.mockResolvedValueOnce(respond(400, { error: 'user_disabled', error_description: 'User is disabled' }));
    const error = await apiFetch('Auth/Login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).body).toEqual({ error: 'user_disabled', error_description: 'User is disabled' });
  });

  it('checks the answer against the given schema', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { count: 'three' }));
    const schema = {
      parse(data: unknown): { count: number } {
        const count = (data as { count: unknown }).count;
        if (typeof count !== 'number') throw new Error('count must be a number');
        return { count };
      },
    };
    await expect(apiFetch('Thing/Count', { schema })).rejects.toThrow('count must be a number');
  });
});

describe('apiFetchContinued', () => {
  it('gives the cursor of a partial answer from X-Next-Cursor, and null for a complete one', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('[1,2]', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'WzJd' } }),
    );
    expect(await apiFetchContinued('Device/ByFolder/5')).toEqual({ data: [1, 2], next: 'WzJd' });
    fetchMock.mockResolvedValueOnce(respond(200, [3]));
    expect(await apiFetchContinued('Device/ByFolder/5', { query: { after: 'WzJd' } })).toEqual({ data: [3], next: null });
    expect(new URL(lastRequest().url).searchParams.get('after')).toBe('WzJd');
  });
});
