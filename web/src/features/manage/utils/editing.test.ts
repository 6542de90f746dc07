import { Permission } from '@ullage/domain/permissions';
import { describe, expect, it } from 'vitest';
import { assetEditing, creatable, deviceEditable, folderEditable, readOnlyUntilLoaded } from './editing';

const P = Permission;

describe('who may edit (spec 001 §4, §6)', () => {
  it('assets: information with Edit Asset Information, configuration with Edit Assets/Devices', () => {
    expect(assetEditing({ permissions: [P.EditAssetsDevices], folderReadOnly: false })).toEqual({ information: true, configuration: true });
    expect(assetEditing({ permissions: [P.EditAssetInformation], folderReadOnly: false })).toEqual({
      information: true,
      configuration: false,
    });
    expect(assetEditing({ permissions: [], folderReadOnly: false })).toEqual({ information: false, configuration: false });
    expect(assetEditing({ permissions: [P.EditAssetsDevices], folderReadOnly: true })).toEqual({
      information: false,
      configuration: false,
    });
  });

  it('devices: disabled without Edit Assets/Devices, in a read-only folder, or with an open RMA unless Approve RMA Request', () => {
    expect(deviceEditable({ permissions: [P.EditAssetsDevices], folderReadOnly: false })).toBe(true);
    expect(deviceEditable({ permissions: [P.EditAssetInformation], folderReadOnly: false })).toBe(false);
    expect(deviceEditable({ permissions: [P.EditAssetsDevices], folderReadOnly: true })).toBe(false);
    expect(deviceEditable({ permissions: [P.EditAssetsDevices], folderReadOnly: false }, true)).toBe(false);
    expect(deviceEditable({ permissions: [P.EditAssetsDevices, P.ApproveRmaRequest], folderReadOnly: false }, true)).toBe(true);
  });

  it('folders: Edit Folder, and Edit Company for a company', () => {
    expect(folderEditable({ permissions: [P.EditFolder], folderReadOnly: false }, false)).toBe(true);
    expect(folderEditable({ permissions: [P.EditFolder], folderReadOnly: false }, true)).toBe(false);
    expect(folderEditable({ permissions: [P.EditFolder, P.EditCompany], folderReadOnly: false }, true)).toBe(true);
    expect(folderEditable({ permissions: [], folderReadOnly: false }, false)).toBe(false);
  });

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
    expect(readOnlyUntilLoaded(undefined)).toBe(true);
    expect(assetEditing({ permissions, folderReadOnly: readOnlyUntilLoaded(undefined) })).toEqual({
      information: false,
      configuration: false,
    });
    expect(deviceEditable({ permissions, folderReadOnly: readOnlyUntilLoaded(undefined) })).toBe(false);
    expect(folderEditable({ permissions, folderReadOnly: readOnlyUntilLoaded(undefined) }, false)).toBe(false);
    expect(readOnlyUntilLoaded({ readOnly: false })).toBe(false);
    expect(assetEditing({ permissions, folderReadOnly: readOnlyUntilLoaded({ readOnly: false }) })).toEqual({
      information: true,
      configuration: true,
    });
    expect(readOnlyUntilLoaded({ readOnly: true })).toBe(true);
  });
});
