import { describe, expect, it } from 'vitest';
import { folderKindAtLevel } from './folder-levels';

const userConfig = { orgFolderDefault: 2, siteFolderDefault: 3 } as Parameters<typeof folderKindAtLevel>[0]['userConfig'];
const company = { uid: 5, label: 'Acme', adminUid: 5, baseFolderUid: 5, isCompany: true, parentUid: 1 };
const top = { ...company, uid: 1, isCompany: false, parentUid: null };
const branch = { ...company, uid: 9, isCompany: false, parentUid: 5 };

describe('folder levels (spec 001 §3.3 orgFolderDefault, siteFolderDefault)', () => {
  it("names a company user's folders one and two levels down organisation and site", () => {
    expect([0, 1, 2, 3].map((d) => folderKindAtLevel({ baseFolder: company, userConfig }, d))).toEqual([
      undefined,
      'Organisation',
      'Site',
      undefined,
    ]);
  });

  it("counts from the vendor's folder for a user based there, and follows the user's own levels", () => {
    expect(folderKindAtLevel({ baseFolder: top, userConfig }, 2)).toBe('Organisation');
    expect(folderKindAtLevel({ baseFolder: company, userConfig: { ...userConfig, siteFolderDefault: 4 } }, 3)).toBe('Site');
  });

  it('names nothing below a company base, whose level is not known', () => {
    expect(folderKindAtLevel({ baseFolder: branch, userConfig }, 1)).toBeUndefined();
  });
});
