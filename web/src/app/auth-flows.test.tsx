// MFA, token refresh, hand-over, forgot and change password through the real app (fetch faked).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_INTERVAL_MS } from '@ullage/domain/constants';
import { LOCAL_KEYS, SESSION_KEYS } from '../lib/storage';
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
});

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('MFA challenge (spec 000 §2, §4)', () => {
  const challenge = {
    error: 'missing_totp',
    error_description: 'A verification code is required',
    mfaTypeId: 1,
    emailAddress: 'an***@acme.example',
    smsNumber: '***-***-0142',
    mfaToken: 'attempt-token-123456789012345',
  };

  async function reachPanel() {
    let n = 0;
    api.handlers['POST /api/Auth/Login'] = () =>
      n++ === 0 ? json(400, challenge) : json(200, { access_token: 'a', refresh_token: 'r', theme: 'Blue' });
    api.handlers['POST /api/Auth/MFA/SendOTP'] = () => json(200, { ok: true });
    renderApp('/');
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'ann.driver' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    await click('Login');
    await screen.findByText("Sorry, but we don't recognize this device. Please let us know that it's you.");
  }

  const digit = (i: number) => screen.getByLabelText(`Digit ${i} of 6`) as HTMLInputElement;

  it('offers SMS and email, sends the code, accepts a pasted code and confirms with Enter', async () => {
    await reachPanel();
    expect(screen.getByText('***-***-0142')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Email to/));
    await click('Send Verification Code');
    expect(await screen.findByText('A verification code has been sent to the contact email address')).toBeTruthy();
    const send = api.calls.find((c) => c.path === '/api/Auth/MFA/SendOTP')!;
    expect(send.url.searchParams.get('codeOption')).toBe('2');
    expect(api.bodyOf('/api/Auth/MFA/SendOTP')).toEqual({ userName: 'ann.driver', roleId: 1, mfaToken: challenge.mfaToken });

    fireEvent.paste(digit(1), { clipboardData: { getData: () => '12 34 56' } });
    expect([1, 2, 3, 4, 5, 6].map((i) => digit(i).value).join('')).toBe('123456');
    await act(async () => {
      fireEvent.keyDown(digit(6), { key: 'Enter' });
    });
    await waitFor(() => expect(window.location.pathname).toBe('/report/summary'), { timeout: 5_000 });
    // Without "Remember this device" the confirmation carries no fingerprint.
    expect(api.bodyOf('/api/Auth/Login', 1)).toEqual({
      userName: 'ann.driver',
      password: 'secret',
      totp: '123456',
      mfaToken: challenge.mfaToken,
    });
  });

  it('sends the device fingerprint with the code only when "Remember this device" is ticked', async () => {
    await reachPanel();
    for (let i = 1; i <= 6; i++) fireEvent.change(digit(i), { target: { value: String(i) } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember this device' }));
    await click('Confirm');
    await waitFor(() => expect(window.location.pathname).toBe('/report/summary'), { timeout: 5_000 });
    expect(api.bodyOf('/api/Auth/Login', 1)).toMatchObject({
      totp: '123456',
      deviceFingerPrint: localStorage.getItem(LOCAL_KEYS.deviceFingerprint),
    });
  });

  it('does not submit with fewer than 6 digits, keeps the panel on a wrong code and returns to the form on Cancel', async () => {
    await reachPanel();
    fireEvent.change(digit(1), { target: { value: '1' } });
    await act(async () => {
      fireEvent.keyDown(digit(1), { key: 'Enter' });
    });
    expect(api.calls.filter((c) => c.path === '/api/Auth/Login')).toHaveLength(1);

    api.handlers['POST /api/Auth/Login'] = () =>
      json(400, {
        error: 'invalid_totp',
        error_description: 'The verification code is not valid or has expired. Check the code, or send a new one.',
      });
    fireEvent.paste(digit(1), { clipboardData: { getData: () => '999999' } });
    await click('Confirm');
    expect(await screen.findByText('The verification code is not valid or has expired. Check the code, or send a new one.')).toBeTruthy();
    expect(screen.getByText("Sorry, but we don't recognize this device. Please let us know that it's you.")).toBeTruthy();
    expect(digit(1).value).toBe('');

    await click('Cancel');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('tells app users to open their authenticator app', async () => {
    api.handlers['POST /api/Auth/Login'] = () => json(400, { ...challenge, mfaTypeId: 2, emailAddress: undefined, smsNumber: undefined });
    renderApp('/');
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'ann.driver' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    await click('Login');
    expect(await screen.findByText(/Open your authenticator app/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Verification Code' })).toBeNull();
  });
});

describe('token refresh (spec 000 §4, §9)', () => {
  it('refreshes 10 minutes after the tokens were issued, rescheduled from a reload', async () => {
    // Due 1.5 s from now: after the signed-in frame has rendered, before the test's patience ends.
    signIn(undefined, Date.now() - TOKEN_REFRESH_INTERVAL_MS + 1500);
    renderApp('/home');
    await screen.findByRole('button', { name: 'Log Out' });
    expect(api.calls.some((c) => c.path === '/api/Auth/RefreshToken')).toBe(false);
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-2'), { timeout: 5000 });
    expect(api.bodyOf('/api/Auth/RefreshToken')).toEqual({ token: 'refresh-1' });
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('waits for the 10 minutes', async () => {
    signIn(undefined, Date.now() - TOKEN_REFRESH_INTERVAL_MS + 60_000);
    renderApp('/home');
    await screen.findByRole('button', { name: 'Log Out' });
    await new Promise((r) => setTimeout(r, 150));
    expect(api.calls.some((c) => c.path === '/api/Auth/RefreshToken')).toBe(false);
  });

  it('shows "Session Expired" and logs out when the refresh is refused', async () => {
    api.handlers['POST /api/Auth/RefreshToken'] = () => json(401, { message: 'Your session has ended. Log in again.' });
    signIn(undefined, Date.now() - TOKEN_REFRESH_INTERVAL_MS);
    renderApp('/home');
    expect(await screen.findByText('Session Expired')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });
});

describe('token hand-over', () => {
  it('signs in from at and rt, removes them from the address bar at once and renders nothing', async () => {
    renderApp('/handover?at=access-9&rt=refresh-9&cb=acme');
    await waitFor(() => expect(window.location.pathname).toBe('/report/summary'), { timeout: 5_000 });
    // The tokens are gone from the address bar; the landing's folder is all it holds.
    expect(window.location.search).toBe('?fuid=100&uid=100');
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-9');
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-9');
    const sessionCall = api.calls.find((c) => c.path === '/api/User/GetSession')!;
    expect(new Headers(sessionCall.init.headers).get('Authorization')).toBe('Bearer access-9');
  });

  it('goes to the login page of the brand when the tokens are not accepted', async () => {
    api.handlers['GET /api/User/GetSession'] = () => json(401, { message: 'Sign in to continue.' });
    renderApp('/handover?at=bad&rt=bad&cb=acme');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/acme');
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });
});

describe('forgot password (spec 000 §2, §4)', () => {
  it('carries the username over and confirms the email was sent', async () => {
    api.handlers['POST /api/Public/ForgotPassword'] = () => json(200, { ok: true });
    renderApp('/');
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'ann.driver' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Forgot your Password?' }));
    });
    // The page is its own chunk (ADR 048): the login form stays until it has loaded.
    await screen.findByRole('button', { name: 'Request Password Change' });
    const input = screen.getByLabelText('Username') as HTMLInputElement;
    expect(window.location.pathname).toBe('/forgot-password');
    expect(input.value).toBe('ann.driver');
    await click('Request Password Change');
    expect(await screen.findByText(/An email has been sent to the email address on record/)).toBeTruthy();
    expect(api.bodyOf('/api/Public/ForgotPassword')).toEqual({ userName: 'ann.driver' });
    expect(screen.getByRole('link', { name: 'Return to login page' })).toBeTruthy();
  });
});

describe('change password (spec 000 §2, §4, §5, §8)', () => {
  const invitation = {
    id: 5,
    uid: 0,
    folderUid: 0,
    typeId: 3,
    webviewPath: '/change-password',
    userUid: 42,
    userName: 'ann.driver',
    requestId: 'req-123',
    url: '',
    data: '',
  };

  it('shows "Invalid request" when the invitation has no user', async () => {
    api.handlers['POST /api/Public/Invitation'] = () => json(404, { message: 'Invalid request' });
    renderApp('/change-password?requestId=unknown');
    expect(await screen.findByRole('heading', { name: 'Invalid request' })).toBeTruthy();
  });

  it('validates with the server, insists on a match, lists the 400 and ends with "Password Updated"', async () => {
    api.handlers['POST /api/Public/Invitation'] = () => json(200, invitation);
    api.handlers['POST /api/Public/ValidatePassword'] = async (_url, init) => {
      const { password } = JSON.parse(String(init.body));
      return json(
        200,
        password === 'Good-Pass-1' ? [] : [{ isValid: false, label: 'Password', message: 'Password must contain a number' }],
      );
    };
    let closes = 0;
    api.handlers['POST /api/Public/Invitation/Close'] = () =>
      closes++ === 0
        ? json(400, {
            message: 'There are items that require your attention',
            errors: { password: ['Password must not contain the user name'] },
          })
        : json(200, { ok: true });
    renderApp('/change-password?requestId=req-123');
    const password = await screen.findByLabelText('New password');
    // The secret leaves the address bar.
    expect(window.location.search).toBe('');
    expect(api.bodyOf('/api/Public/Invitation')).toEqual({ requestId: 'req-123' });

    await click('Change Password');
    expect(await screen.findByText('Password is required')).toBeTruthy();

    fireEvent.input(password, { target: { value: 'weak-pass' } });
    expect(await screen.findByText('Password must contain a number')).toBeTruthy();
    fireEvent.input(password, { target: { value: 'Good-Pass-1' } });
    expect(await screen.findByText('Password is Valid')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'Good-Pass-2' } });
    await click('Change Password');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'Good-Pass-1' } });
    await click('Change Password');
    const alert = await screen.findByText('There are items that require your attention');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText('Password must not contain the user name')).toBeTruthy();

    await click('Change Password');
    expect(await screen.findByText('Password Updated')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(api.bodyOf('/api/Public/Invitation/Close', 1)).toEqual({ invitation: { requestId: 'req-123' }, data: 'Good-Pass-1' });
  });
});
