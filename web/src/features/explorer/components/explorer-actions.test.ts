import { Permission } from '@ullage/domain/people/permissions';
import { describe, expect, it } from 'vitest';
import { canCopyMove, type ExplorerTarget, type PageAction } from './explorer-actions';
import { menuEntries } from './explorer-menu-entries';

const all = new Set<number>([Permission.EditFolder, Permission.EditCompany, Permission.EditAssetsDevices, Permission.EditUser]);
const folder: ExplorerTarget = {
  kind: 'folder',
  fuid: 3,
  uid: 3,
  typeId: 2,
  label: 'Site',
  isOwnAdmin: false,
  isCompany: false,
  hasChildFolders: false,
  parentUid: 2,
};
const asset: ExplorerTarget = { kind: 'asset', fuid: 3, uid: 30, typeId: 10, label: 'Tank' };
const device: ExplorerTarget = { kind: 'device', fuid: 3, uid: 31, typeId: 16, label: 'Monitor' };
const user: ExplorerTarget = { kind: 'user', fuid: 3, uid: 32, typeId: 5, label: 'ann' };
const noPages = () => null;
const everyPage = (action: PageAction) => `/${action}`;

const labels = (target: ExplorerTarget, permissions: Set<number>, pages: (a: PageAction) => string | null) =>
  menuEntries(target, permissions, pages).map((e) => e.label);

describe('context menu entries (spec 000 §2 table)', () => {
  it('offers every entry of the spec when the pages exist and the caller may', () => {
    expect(labels(folder, all, everyPage)).toEqual(['Add Object', 'Summary', 'Setup', 'Rename', 'Delete', 'Refresh', 'Copy UID']);
    expect(labels(user, all, everyPage)).toEqual(['Information', 'Setup', 'Email Reports', 'Delete', 'Copy UID']);
    expect(labels(asset, all, everyPage)).toEqual(['Information', 'Setup', 'History', 'Rename', 'Copy UID']);
    expect(labels(device, all, everyPage)).toEqual(['Information', 'Setup', 'History', 'Copy UID']);
  });

  it('leaves out pages that do not exist yet, and what the caller may not do', () => {
    expect(labels(folder, all, noPages)).toEqual(['Rename', 'Delete', 'Refresh', 'Copy UID']);
    expect(labels(folder, new Set(), noPages)).toEqual(['Refresh', 'Copy UID']);
    expect(labels({ ...folder, isCompany: true }, new Set([Permission.EditFolder]), noPages)).toEqual(['Refresh', 'Copy UID']);
    expect(labels(asset, new Set([Permission.EditAssetInformation]), noPages)).toEqual(['Rename', 'Copy UID']);
    expect(labels(device, all, noPages)).toEqual(['Copy UID']);
    // A user's Delete is always listed: the explorer disables it with why when the caller may not.
    expect(labels(user, new Set(), noPages)).toEqual(['Delete', 'Copy UID']);
    // Add Object only for someone who may create an asset, a device or a folder.
    expect(labels(folder, new Set([Permission.EditAssetInformation]), everyPage)).toEqual(['Summary', 'Setup', 'Refresh', 'Copy UID']);
    expect(labels(folder, new Set([Permission.EditFolder]), everyPage)[0]).toBe('Add Object');
  });
});

describe('Copy and Move icons (spec 000 §5, with the permission the server asks for)', () => {
  it('allows copy for assets, devices and folders without subfolders; move for assets, users and folders', () => {
    expect([asset, device, folder, user].map((t) => canCopyMove('copy', t, all))).toEqual([true, true, true, false]);
    expect([asset, device, folder, user].map((t) => canCopyMove('move', t, all))).toEqual([true, false, true, true]);
    expect(canCopyMove('copy', { ...folder, hasChildFolders: true }, all)).toBe(false);
    expect(canCopyMove('move', { ...folder, isOwnAdmin: true, isCompany: true }, all)).toBe(false);
    expect(canCopyMove('move', { ...folder, parentUid: null }, all)).toBe(false);
    expect(canCopyMove('copy', { kind: 'collection', fuid: 3, uid: 3, typeId: 10, label: 'Assets' }, all)).toBe(false);
    expect(canCopyMove('copy', undefined, all)).toBe(false);
  });

  it('greys them out without the permission', () => {
    expect(canCopyMove('copy', asset, new Set([Permission.EditFolder]))).toBe(false);
    expect(canCopyMove('move', folder, new Set([Permission.EditAssetsDevices]))).toBe(false);
  });
});
