// spec 000 §8 generic handler: unless the request was cancelled, report to the server and show the
// persistent apology.
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { Toasts } from '../lib/toast';
import { showGenericErrorToast } from './error-toast';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('generic error handler', () => {
  it('reports the failure to Public/Log/Exception and shows "Oops...something went wrong"', async () => {
    render(<Toasts theme="light" nonce={undefined} />);
    await act(async () => showGenericErrorToast(new ApiError(500, { message: 'boom' })));
    expect(await screen.findByText('Oops...something went wrong')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(new URL(String(url)).pathname).toBe('/api/Public/Log/Exception');
    expect(JSON.parse(String(init.body))).toMatchObject({
      applicationName: 'web',
      exception: 'ApiError: boom',
      response: '500 {"message":"boom"}',
    });
  });

  it('does nothing for a cancelled request', async () => {
    render(<Toasts theme="light" nonce={undefined} />);
    await act(async () => showGenericErrorToast(new DOMException('aborted', 'AbortError')));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Oops...something went wrong')).toBeNull();
  });
});
