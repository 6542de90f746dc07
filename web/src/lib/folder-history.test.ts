import { afterEach, describe, expect, it } from 'vitest';
import { clearRecentFolders, readLastFolder, readRecentFolders, rememberFolder, withRecentFolder } from './folder-history';

afterEach(() => localStorage.clear());
const f = (uid: number) => ({ uid, label: `Folder ${uid}`, path: `Co / Folder ${uid}` });

describe('recent folders (spec 000 §4, §9)', () => {
  it('puts the newest first, removes duplicates and keeps at most 10', () => {
    let list = [f(1), f(2), f(3)];
    list = withRecentFolder(list, f(2));
    expect(list.map((x) => x.uid)).toEqual([2, 1, 3]);
    for (let uid = 10; uid < 25; uid++) list = withRecentFolder(list, f(uid));
    expect(list).toHaveLength(10);
    expect(list[0]!.uid).toBe(24);
  });

  it('keeps them per user in local storage, with the last folder', () => {
    rememberFolder(7, f(1));
    rememberFolder(7, f(2));
    rememberFolder(8, f(3));
    expect(readRecentFolders(7).map((x) => x.uid)).toEqual([2, 1]);
    expect(readRecentFolders(8).map((x) => x.uid)).toEqual([3]);
    expect(readLastFolder(7)).toBe(2);
    clearRecentFolders(7);
    expect(readRecentFolders(7)).toEqual([]);
    expect(readLastFolder(7)).toBe(2);
  });

  it('sanitises what it reads and drops anything malformed', () => {
    localStorage.setItem(
      'recentFolders:7',
      JSON.stringify([
        { uid: 5, label: '<img src=x onerror=alert(1)>Yard', path: 'Co' },
        { uid: 'x' },
        null,
        { uid: 6, label: 'Depot', path: '<b>Co</b>' },
      ]),
    );
    expect(readRecentFolders(7)).toEqual([
      { uid: 5, label: 'Yard', path: 'Co' },
      { uid: 6, label: 'Depot', path: 'Co' },
    ]);
    localStorage.setItem('lastFolder:7', '<b>not a folder</b>');
    expect(readLastFolder(7)).toBeUndefined();
  });
});
