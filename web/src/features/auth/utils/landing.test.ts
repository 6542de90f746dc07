// spec 000 §4 Login: where a user lands after signing in.
import { describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@ullage/domain/people/invitations';
import { SESSION } from '../../../testing/session';
import { decideLanding } from './landing';

const exists = (uids: number[]) => async (uid: number) => uids.includes(uid);
const base = { session: SESSION, invitation: undefined, lastFolderUid: undefined, recentFolders: [], folderExists: exists([]) };

describe('decideLanding', () => {
  it("lands on the base folder's summary when nothing else applies", async () => {
    expect(await decideLanding(base)).toEqual({ selectedFolderUid: 100, path: '/report/summary?fuid=100&uid=100' });
  });

  it('starts at the latest recent folder', async () => {
    const landing = await decideLanding({
      ...base,
      recentFolders: [
        { uid: 7, label: 'Depot' },
        { uid: 8, label: 'Yard' },
      ],
    });
    expect(landing.path).toBe('/report/summary?fuid=7&uid=7');
  });

  it('restores the last selected folder if it still exists, else warns and uses the base folder', async () => {
    expect((await decideLanding({ ...base, lastFolderUid: 555, folderExists: exists([555]) })).selectedFolderUid).toBe(555);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await decideLanding({ ...base, lastFolderUid: 556 })).selectedFolderUid).toBe(100);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('does not restore the last folder when the user turned "save last location" off', async () => {
    const session = { ...SESSION, userConfig: { ...SESSION.userConfig, saveLastLocation: false } };
    expect((await decideLanding({ ...base, session, lastFolderUid: 555, folderExists: exists([555]) })).selectedFolderUid).toBe(100);
  });

  it('honours a navigate-to-entity invitation', async () => {
    const invitation: Invitation = {
      id: 1,
      uid: 4321,
      folderUid: 77,
      typeId: 4,
      webviewPath: '/asset',
      userUid: 0,
      userName: '',
      requestId: 'r',
      url: '',
      data: '',
    };
    expect(await decideLanding({ ...base, invitation, recentFolders: [{ uid: 7, label: 'Depot' }] })).toEqual({
      selectedFolderUid: 77,
      path: '/asset?fuid=77&uid=4321',
    });
    // Other invitation types do not steer the landing.
    expect((await decideLanding({ ...base, invitation: { ...invitation, typeId: 3 } })).path).toBe('/report/summary?fuid=100&uid=100');
  });
});
