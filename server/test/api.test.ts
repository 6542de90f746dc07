// The API's frame: health, OpenAPI, error shapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });
});

describe('OpenAPI', () => {
  it("documents the API with the spec's paths", async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/Auth/Login',
        '/api/User/GetSession',
        '/api/Folder/{uid}',
        '/api/Folder/{uid}/FolderTree',
        '/api/Navigation/Node/{uid}',
        '/api/Navigation/Search',
        '/api/Entity/{uid}/Copy',
        '/api/Webview/Email/Link',
        '/api/Public/Notifications',
      ]),
    );
    expect(doc.paths['/api/Auth/Login'].post.requestBody).toBeDefined();
    // The sign-in calls, public ones included (spec 000 §7).
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/Auth/RefreshToken',
        '/api/Webview/Auth/RefreshToken',
        '/api/Auth/Logout',
        '/api/Auth/MFA/SendOTP',
        '/api/Webview/MFA/SendOTP',
        '/api/Webview/MFA/Verify',
        '/api/User/MFA',
        '/api/Public/Brand',
        '/api/Public/FeaturedProducts',
        '/api/Public/News',
        '/api/Public/Notifications',
        '/api/Public/Invitation',
        '/api/Public/Invitation/Close',
        '/api/Public/ValidatePassword',
        '/api/Public/ForgotPassword',
        '/api/Public/Log/Exception',
      ]),
    );
    expect(doc.paths['/api/Public/ForgotPassword'].post.security).toEqual([]);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('errors', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject('/api/NoSuchThing/12');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such resource: GET /api/NoSuchThing/12' });
  });

  it('answers a malformed parameter with a field message', async () => {
    const token = await t.login('demo-propane');
    const res = await t.app.inject({ method: 'GET', url: '/api/Folder/abc', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ uid: ['Uid: must be a number'] });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
