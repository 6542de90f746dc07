// spec 000 §3 Notification and §7 "notifications get" (public); spec 001 §7 Public/Log/Exception.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { TEST_ADMIN_PASSWORD } from './constants';
import { apiFor, signedIn, type Api } from './shell-helpers';

let t: TestContext;
let admin: Api;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedIn(t, 'admin', TEST_ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('notifications', () => {
  it('are published by the vendor and read by anyone, most severe first; ended ones disappear', async () => {
    const info = (
      await admin.post('/api/Notification', {
        notificationLevel: 1,
        message: 'New reports are available',
        linkText: 'See',
        linkPath: '/help/user-guide',
      })
    ).json();
    const critical = (await admin.post('/api/Notification', { notificationLevel: 3, message: 'Cellular outage in Texas' })).json();
    const list = (await apiFor(t).get('/api/Public/Notifications')).json();
    expect(list.map((n: { rid: number }) => n.rid).slice(0, 2)).toEqual([critical.rid, info.rid]);
    expect(list[1]).toEqual({
      rid: info.rid,
      notificationLevel: 1,
      message: 'New reports are available',
      iconName: null,
      linkUid: null,
      linkText: 'See',
      linkFolderUid: null,
      linkPath: '/help/user-guide',
      linkEntityTypeId: null,
    });
    expect((await admin.del(`/api/Notification/${critical.rid}`)).statusCode).toBe(204);
    expect((await apiFor(t).get('/api/Public/Notifications')).json().map((n: { rid: number }) => n.rid)).not.toContain(critical.rid);
    expect((await admin.del(`/api/Notification/${critical.rid}`)).statusCode).toBe(404);
  });

  it('may only be published by vendor staff, and only link inside the portal', async () => {
    const company = await signedIn(t, 'demo-propane');
    expect((await company.post('/api/Notification', { notificationLevel: 1, message: 'x' })).statusCode).toBe(403);
    const away = await admin.post('/api/Notification', { notificationLevel: 1, message: 'x', linkPath: 'https://evil.example' });
    expect(away.json().errors.linkPath).toEqual(['Link Path: must be a path of this portal, starting with /']);
    const level = await admin.post('/api/Notification', { notificationLevel: 7, message: 'x' });
    expect(level.json().errors.notificationLevel).toEqual([
      'Notification Level: must be 1 (Information), 2 (Warning), 3 (Critical) or 4 (Success)',
    ]);
  });
});
