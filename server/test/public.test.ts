// spec 000 §2 Login page content and branding, §3 Featured product and Notification, §7 public
// calls, §8 (client errors reported by the generic handler).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/Public/Brand', () => {
  it('takes the brand named by the first path segment', async () => {
    expect((await get('/api/Public/Brand?key=propane')).json()).toMatchObject({
      key: 'propane',
      companyName: 'Great Lakes Propane Co.',
      theme: 'Blue',
      matchedBy: 'key',
    });
    expect((await get('/api/Public/Brand?key=DEMO')).json()).toMatchObject({ key: 'demo', matchedBy: 'key' });
  });

  it('falls back to the host, then to the default brand', async () => {
    await t.database.pool.query("update brand set host_match = 'tanks.redriverfuel.example' where key = 'fuel'");
    expect((await get('/api/Public/Brand?key=help&host=tanks.redriverfuel.example')).json()).toMatchObject({
      key: 'fuel',
      matchedBy: 'host',
    });
    expect((await get('/api/Public/Brand?host=tanks.redriverfuel.example:8443')).json()).toMatchObject({ key: 'fuel', matchedBy: 'host' });
    expect((await get('/api/Public/Brand?key=nobody&host=localhost')).json()).toMatchObject({
      key: 'default',
      companyName: 'Ullage',
      matchedBy: 'default',
    });
    await t.database.pool.query("update brand set host_match = null where key = 'fuel'");
  });
});

describe('GET /api/Public/FeaturedProducts', () => {
  it("lists a brand's featured products, and none for a brand that has none", async () => {
    const products = (await get('/api/Public/FeaturedProducts?brand=default')).json();
    expect(products).toHaveLength(3);
    expect(products[0]).toEqual({
      label: 'CM-300 LTE-M Ultrasonic Monitor',
      imageName: 'cm-300.svg',
      linkUrl: '/help/hardware-docs?model=CM-300U',
    });
    expect((await get('/api/Public/FeaturedProducts?brand=propane')).json()).toHaveLength(3);
    expect((await get('/api/Public/FeaturedProducts?brand=lube')).json()).toEqual([]);
  });

  it('hides them when the brand turns its featured-products flag off', async () => {
    await t.database.pool.query("update brand set featured_products = false where key = 'fuel'");
    expect((await get('/api/Public/FeaturedProducts?brand=fuel')).json()).toEqual([]);
    await t.database.pool.query("update brand set featured_products = true where key = 'fuel'");
  });
});

describe('GET /api/Public/News', () => {
  it('answers the two news items of the login page, newest first', async () => {
    const news = (await get('/api/Public/News')).json();
    expect(news.map((n: { title: string }) => n.title)).toEqual(['Asset templates', 'A monitor for plastic totes and tanks']);
    expect(news[1].body).toContain('12 feet');
    expect(news[1].body).toContain('Bluetooth');
  });
});

describe('GET /api/Public/Notifications', () => {
  it('answers the notifications in force, with their level and link fields', async () => {
    expect((await get('/api/Public/Notifications')).json()).toEqual([]);
    await t.database.pool.query(`insert into notification (level, message, link_text, link_path, starts_at, ends_at) values
      (2, 'Scheduled maintenance Sunday 2-4 AM CT', 'Details', '/help/user-guide', now() - interval '1 hour', now() + interval '1 day'),
      (1, 'Expired notice', null, null, now() - interval '2 days', now() - interval '1 day')`);
    const list = (await get('/api/Public/Notifications')).json();
    expect(list).toEqual([
      expect.objectContaining({
        notificationLevel: 2,
        message: 'Scheduled maintenance Sunday 2-4 AM CT',
        linkText: 'Details',
        linkPath: '/help/user-guide',
        linkUid: null,
      }),
    ]);
    expect(list[0].rid).toBeGreaterThan(0);
  });
});

describe('POST /api/Public/Log/Exception', () => {
  it('stores what the client reports', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Public/Log/Exception',
      headers: { 'user-agent': 'Chromium test' },
      payload: {
        applicationName: 'web',
        exception: 'TypeError: x is undefined',
        stackTrace: 'at Summary (summary.tsx:10)',
        request: 'GET Folder/12',
        response: '500',
      },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.database.pool.query(
      'select application_name, exception, user_agent from client_error order by id desc limit 1',
    );
    expect(rows[0]).toEqual({ application_name: 'web', exception: 'TypeError: x is undefined', user_agent: 'Chromium test' });
  });

  it('never stores a token or password the reported request line carried', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/Public/Log/Exception',
      payload: { exception: 'e', request: 'POST /api/Auth/RefreshToken?token=secret-refresh' },
    });
    const { rows } = await t.database.pool.query('select request from client_error order by id desc limit 1');
    expect(rows[0].request).toBe('POST /api/Auth/RefreshToken?token=[REDACTED]');
    expect(t.logs.join('\n')).not.toContain('secret-refresh');
  });

  it('refuses an oversized report and stores nothing', async () => {
    const before = (await t.database.pool.query('select count(*)::int as n from client_error')).rows[0].n;
    const res = await t.app.inject({ method: 'POST', url: '/api/Public/Log/Exception', payload: { exception: 'x'.repeat(3000) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.exception).toEqual(['Exception: length must be less than 2001 characters']);
    expect((await t.database.pool.query('select count(*)::int as n from client_error')).rows[0].n).toBe(before);
  });
});
