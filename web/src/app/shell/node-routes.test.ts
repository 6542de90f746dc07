import { describe, expect, it } from 'vitest';
import { hasSignedInPage } from '../signed-in-routes';
import { createNodeRoutes } from './node-routes';

describe('which pages exist (issue 4: items without a page are not shown)', () => {
  it('knows the routed pages and nothing else', () => {
    const has = hasSignedInPage;
    for (const p of ['/home', '/search', '/report/summary', '/report/asset', '/report/device', '/report/config'])
      expect(has(p), p).toBe(true);
    // Issue 6: the manage modal's sub-paths and /create.
    for (const p of [
      '/asset',
      '/asset/setup',
      '/asset/history',
      '/device',
      '/device/setup',
      '/device/history',
      '/folder',
      '/folder/setup',
      '/user',
      '/user/setup',
      '/user/email-reports',
      '/create',
    ])
      expect(has(p), p).toBe(true);
    // Issue 14: the Folder menu's Users page.
    expect(has('/folder/users')).toBe(true);
    // Issue 17: the Reports menu's MapView, Dashboard and Deliveries.
    for (const p of ['/report/map', '/report/dashboard', '/report/deliveries']) expect(has(p), p).toBe(true);
    expect(has('/')).toBe(false);
  });

  it('opens folders on their summary and collection nodes on their report, now that the reports are routed', () => {
    const routes = createNodeRoutes(hasSignedInPage, 42);
    expect(routes.nodeHref({ fuid: 3, uid: 3, typeId: 2 })).toBe('/report/summary?fuid=3&uid=3');
    const collection = { kind: 'collection' as const, fuid: 3, uid: 3, label: 'Assets' };
    expect(routes.pageFor('collection', { ...collection, typeId: 10 })).toBe('/report/asset?fuid=3&uid=3');
    expect(routes.pageFor('collection', { ...collection, typeId: 16 })).toBe('/report/device?fuid=3&uid=3');
    expect(routes.pageFor('summary', { ...collection, kind: 'folder', typeId: 2 })).toBe('/report/summary?fuid=3&uid=3');
    // Assets, devices and users open their manage modal.
    expect(routes.nodeHref({ fuid: 3, uid: 30, typeId: 10 })).toBe('/asset?fuid=3&uid=30');
    expect(routes.nodeHref({ fuid: 3, uid: 31, typeId: 5 })).toBe('/user?fuid=3&uid=31');
  });
});

describe('where nodes lead', () => {
  const folder = { fuid: 3, uid: 3, typeId: 2 };
  const asset = { fuid: 3, uid: 30, typeId: 10 };
  const target = { kind: 'folder' as const, fuid: 3, uid: 3, typeId: 2, label: 'Site' };

  it('opens the signed-in home while the summary and entity pages do not exist', () => {
    const routes = createNodeRoutes(() => false, 42);
    expect(routes.nodeHref(folder)).toBe('/home?fuid=3&uid=3');
    expect(routes.nodeHref(asset)).toBe('/home?fuid=3&uid=30');
    expect(routes.pageFor('collection', { ...target, kind: 'collection', typeId: 10 })).toBeNull();
    expect(routes.pageFor('summary', target)).toBeNull();
  });

  it('leads to the summary, entity and report pages once they are routed', () => {
    const routes = createNodeRoutes(() => true, 42);
    expect(routes.nodeHref(folder)).toBe('/report/summary?fuid=3&uid=3');
    expect(routes.nodeHref(asset)).toBe('/asset?fuid=3&uid=30');
    expect(routes.pageFor('collection', { ...target, kind: 'collection', typeId: 10 })).toBe('/report/asset?fuid=3&uid=3');
    expect(routes.pageFor('collection', { ...target, kind: 'collection', typeId: 5 })).toBe('/folder/users?fuid=3&uid=3');
    expect(routes.pageFor('history', { ...target, kind: 'asset', uid: 30, typeId: 10 })).toBe('/asset/history?fuid=3&uid=30');
    expect(routes.pageFor('add-object', target)).toBe('/create?fuid=3');
    expect(routes.pageFor('preferences', target)).toBe('/user/setup?uid=42');
  });
});
