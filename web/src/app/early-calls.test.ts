// Issue 21: the summary's call starts with the entry script and the page's own call takes it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFolderSummary } from '../features/reports/api/get-folder-summary';
import { startEarlyCalls } from './early-calls';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ not: 'a summary' }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const signIn = () => {
  sessionStorage.setItem('access_token', 'token-1');
  sessionStorage.setItem('session', JSON.stringify({ userUid: 5, baseFolderUid: 40 }));
};
const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname + new URL(String(url)).search);

describe('early calls', () => {
  it("start the summary of the URL's folder, or else of the base folder, with the stored token", () => {
    signIn();
    startEarlyCalls({ pathname: '/report/summary', search: '?fuid=12&uid=12&devices=gateways' });
    startEarlyCalls({ pathname: '/report/summary', search: '' });
    expect(asked()).toEqual(['/api/Folder/12/Summary?gatewaysOnly=true', '/api/Folder/40/Summary']);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('start nothing signed out or on another page', () => {
    startEarlyCalls({ pathname: '/report/summary', search: '?fuid=12' });
    signIn();
    startEarlyCalls({ pathname: '/report/asset', search: '?fuid=12' });
    startEarlyCalls({ pathname: '/', search: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("hand the answer to the page's own call, which then asks nothing more; a second call asks again", async () => {
    let answers = 0;
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ answer: ++answers }), { status: 200 }));
    signIn();
    startEarlyCalls({ pathname: '/report/summary', search: '?fuid=12' });
    // The answer drawn is the early call's (ADR 073: the first paint's answers are drawn as sent).
    expect(await getFolderSummary(12, 'all')).toEqual({ answer: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await getFolderSummary(12, 'all')).toEqual({ answer: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
