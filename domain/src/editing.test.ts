import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assetEditing, canEditDevice, canEditFolder } from './editing';
import { Permission } from './people/permissions';

const P = Permission;
const open = { folderReadOnly: false };

describe('device editing (spec 001 §4)', () => {
  const facts = { folderReadOnly: false, hasOpenRma: false };

  it('needs Edit Assets/Devices', () => {
    expect(canEditDevice([], facts)).toBe(false);
    expect(canEditDevice([P.EditAssetInformation], facts)).toBe(false);
    expect(canEditDevice([P.EditAssetsDevices], facts)).toBe(true);
  });

  it('is refused in a folder read-only for the device, whatever the permissions', () => {
    expect(canEditDevice([P.EditAssetsDevices, P.ApproveRmaRequest], { ...facts, folderReadOnly: true })).toBe(false);
  });

  it('with an open RMA, needs Approve RMA Request too', () => {
    expect(canEditDevice([P.EditAssetsDevices], { ...facts, hasOpenRma: true })).toBe(false);
    expect(canEditDevice([P.EditAssetsDevices, P.ApproveRmaRequest], { ...facts, hasOpenRma: true })).toBe(true);
    expect(canEditDevice([P.ApproveRmaRequest], { ...facts, hasOpenRma: true })).toBe(false);
  });

  it("answers the same for the session's permission list and the server caller's set", () => {
    const ids = [P.EditAssetsDevices, P.ApproveRmaRequest, P.EditAssetInformation, P.EditFolder, P.EditCompany];
    fc.assert(
      fc.property(fc.subarray(ids), fc.boolean(), fc.boolean(), fc.boolean(), (permissions, folderReadOnly, hasOpenRma, isCompany) => {
        const set = new Set<number>(permissions);
        expect(canEditDevice(set, { folderReadOnly, hasOpenRma })).toBe(canEditDevice(permissions, { folderReadOnly, hasOpenRma }));
        expect(assetEditing(set, { folderReadOnly })).toEqual(assetEditing(permissions, { folderReadOnly }));
        expect(canEditFolder(set, { folderReadOnly, isCompany })).toBe(canEditFolder(permissions, { folderReadOnly, isCompany }));
      }),
    );
  });
});

describe('asset editing (spec 001 §6)', () => {
  it('information with Edit Asset Information, configuration with Edit Assets/Devices', () => {
    expect(assetEditing([P.EditAssetsDevices], open)).toEqual({ information: true, configuration: true });
    expect(assetEditing([P.EditAssetInformation], open)).toEqual({ information: true, configuration: false });
    expect(assetEditing([], open)).toEqual({ information: false, configuration: false });
  });

  it('nothing in a folder read-only for the asset', () => {
    expect(assetEditing([P.EditAssetsDevices, P.EditAssetInformation], { folderReadOnly: true })).toEqual({
      information: false,
      configuration: false,
    });
  });
});

describe('folder editing (spec 001 §6)', () => {
  it('Edit Folder, and Edit Company for a company folder', () => {
    expect(canEditFolder([P.EditFolder], { ...open, isCompany: false })).toBe(true);
    expect(canEditFolder([P.EditFolder], { ...open, isCompany: true })).toBe(false);
    expect(canEditFolder([P.EditFolder, P.EditCompany], { ...open, isCompany: true })).toBe(true);
    expect(canEditFolder([P.EditCompany], { ...open, isCompany: true })).toBe(false);
  });

  it('nothing in a folder shared read-only', () => {
    expect(canEditFolder([P.EditFolder, P.EditCompany], { folderReadOnly: true, isCompany: false })).toBe(false);
  });
});
