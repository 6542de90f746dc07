import { assetEditing, canEditDevice, canEditFolder } from '@ullage/domain/editing';
import { Permission } from '@ullage/domain/people/permissions';
import { describe, expect, it } from 'vitest';
import { creatable, readOnlyUntilLoaded } from './editing';

const P = Permission;

describe('what the manage screens offer (spec 000 §5, spec 001 §4, §6)', () => {
  it('create: no asset or device beside folders, no folder beside assets or devices (spec 000 §5)', () => {
    const all = { permissions: [P.EditAssetsDevices, P.EditFolder], folderReadOnly: false };
    expect(creatable(all, { folders: 2, assets: 0, devices: 0 })).toEqual({ asset: false, device: false, folder: true });
    expect(creatable(all, { folders: 0, assets: 1, devices: 0 })).toEqual({ asset: true, device: true, folder: false });
    expect(creatable(all, { folders: 0, assets: 0, devices: 0 })).toEqual({ asset: true, device: true, folder: true });
    expect(creatable({ permissions: [], folderReadOnly: false }, { folders: 0, assets: 0, devices: 0 })).toEqual({
      asset: false,
      device: false,
      folder: false,
    });
  });

  it('create: nothing in a folder shared read-only, whatever the permissions', () => {
    const readOnly = { permissions: [P.EditAssetsDevices, P.EditFolder], folderReadOnly: true };
    expect(creatable(readOnly, { folders: 0, assets: 0, devices: 0 })).toEqual({ asset: false, device: false, folder: false });
    expect(creatable(readOnly, { folders: 2, assets: 0, devices: 0 })).toEqual({ asset: false, device: false, folder: false });
    expect(creatable(readOnly, { folders: 0, assets: 3, devices: 1 })).toEqual({ asset: false, device: false, folder: false });
  });

  it('read-only until the navigation node has loaded, then as the node says', () => {
    const permissions = [P.EditAssetsDevices, P.EditFolder];
    const loading = { folderReadOnly: readOnlyUntilLoaded(undefined) };
    expect(readOnlyUntilLoaded(undefined)).toBe(true);
    expect(assetEditing(permissions, loading)).toEqual({ information: false, configuration: false });
    expect(canEditDevice(permissions, { ...loading, hasOpenRma: false })).toBe(false);
    expect(canEditFolder(permissions, { ...loading, isCompany: false })).toBe(false);
    expect(readOnlyUntilLoaded({ readOnly: false })).toBe(false);
    expect(assetEditing(permissions, { folderReadOnly: readOnlyUntilLoaded({ readOnly: false }) })).toEqual({
      information: true,
      configuration: true,
    });
    expect(readOnlyUntilLoaded({ readOnly: true })).toBe(true);
  });
});
