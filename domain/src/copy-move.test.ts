import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCopy,
  canMove,
  copyMoveTargetError,
  NODE_KINDS,
  nodeKindOf,
  type CopyMoveSubject,
  type CopyMoveTarget,
  type NodeKind,
} from './copy-move';

const asset = (uid = 50, currentFolderUids = [10]): CopyMoveSubject => ({ kind: 'asset', uid, currentFolderUids });
const device = (uid = 60, currentFolderUids = [10]): CopyMoveSubject => ({ kind: 'device', uid, currentFolderUids });
const user = (uid = 70, currentFolderUids = [10]): CopyMoveSubject => ({ kind: 'user', uid, currentFolderUids });
const folder = (uid = 20, parent = 10, extra: Partial<CopyMoveSubject> = {}): CopyMoveSubject => ({
  kind: 'folder',
  uid,
  currentFolderUids: [parent],
  isOwnAdmin: false,
  hasChildFolders: false,
  ...extra,
});
const target = (uid: number, extra: Partial<CopyMoveTarget> = {}): CopyMoveTarget => ({
  uid,
  path: [1, uid],
  hasFolders: false,
  hasAssetsOrDevices: false,
  ...extra,
});

describe('when copy and move are allowed (spec 000 §5)', () => {
  it.each([
    ['asset', {}, true, true],
    ['device', {}, true, false],
    ['user', {}, false, true],
    ['collection', {}, false, false],
    ['folder', { hasChildFolders: false }, true, true],
    ['folder', { hasChildFolders: true }, false, true],
    ['folder', { isOwnAdmin: true }, false, false],
    ['folder', { isOwnAdmin: true, hasChildFolders: true }, false, false],
  ] as const)('%s %o: copy %s, move %s', (kind, extra, copy, move) => {
    const subject = { kind: kind as NodeKind, ...extra };
    expect(canCopy(subject)).toBe(copy);
    expect(canMove(subject)).toBe(move);
  });

  it('maps entity type ids to node kinds', () => {
    expect([2, 5, 10, 16, 21, 0].map(nodeKindOf)).toEqual(['folder', 'user', 'asset', 'device', undefined, undefined]);
  });
});

describe('copy/move target rules, word for word (spec 000 §5)', () => {
  it.each(['copy', 'move'] as const)('%s: an asset or device to a folder containing folders', (action) => {
    expect(copyMoveTargetError(action, asset(), target(11, { hasFolders: true }))).toBe(
      `Can't ${action} asset to folder containing folders`,
    );
    expect(copyMoveTargetError('copy', device(), target(11, { hasFolders: true }))).toBe("Can't copy device to folder containing folders");
  });

  it.each(['copy', 'move'] as const)('%s: a folder to a folder containing assets or devices', (action) => {
    expect(copyMoveTargetError(action, folder(), target(11, { hasAssetsOrDevices: true }))).toBe(
      `Can't ${action} folder to folder containing assets or devices`,
    );
  });

  it('refuses the entity itself and its current parent as "Source and destination folders are the same"', () => {
    expect(copyMoveTargetError('move', asset(50, [10]), target(10))).toBe('Source and destination folders are the same');
    expect(copyMoveTargetError('copy', asset(50, [10, 12]), target(12))).toBe('Source and destination folders are the same');
    expect(copyMoveTargetError('move', folder(20, 10), target(20))).toBe('Source and destination folders are the same');
    expect(copyMoveTargetError('move', folder(20, 10), target(10))).toBe('Source and destination folders are the same');
  });

  it('refuses moving a folder below itself', () => {
    expect(copyMoveTargetError('move', folder(20, 10), target(30, { path: [1, 10, 20, 30] }))).toBe(
      "Can't move a folder into itself or one of its subfolders",
    );
  });

  it('accepts an asset into a folder without subfolders, a folder into one without assets, a user anywhere', () => {
    expect(copyMoveTargetError('move', asset(), target(11, { hasAssetsOrDevices: true }))).toBeNull();
    expect(copyMoveTargetError('copy', device(), target(11, { hasAssetsOrDevices: true }))).toBeNull();
    expect(copyMoveTargetError('move', folder(), target(11, { hasFolders: true }))).toBeNull();
    expect(copyMoveTargetError('move', user(), target(11, { hasFolders: true, hasAssetsOrDevices: true }))).toBeNull();
  });

  it('answers "You cannot {action} the selected object" for a subject that may not go at all', () => {
    expect(copyMoveTargetError('move', device(), target(11))).toBe('You cannot move the selected object');
    expect(copyMoveTargetError('copy', user(), target(11))).toBe('You cannot copy the selected object');
    expect(copyMoveTargetError('copy', folder(20, 10, { hasChildFolders: true }), target(11))).toBe('You cannot copy the selected object');
    expect(copyMoveTargetError('move', folder(20, 10, { isOwnAdmin: true }), target(11))).toBe('You cannot move the selected object');
  });
});

describe('copy/move rules hold for every subject and target (property)', () => {
  const uid = fc.integer({ min: 1, max: 40 });
  const subjectArb = fc.record({
    kind: fc.constantFrom(...NODE_KINDS),
    uid,
    isOwnAdmin: fc.boolean(),
    hasChildFolders: fc.boolean(),
    currentFolderUids: fc.uniqueArray(uid, { minLength: 1, maxLength: 3 }),
  });
  const targetArb = fc.record({
    uid,
    path: fc.uniqueArray(uid, { minLength: 1, maxLength: 5 }),
    hasFolders: fc.boolean(),
    hasAssetsOrDevices: fc.boolean(),
  });
  const actionArb = fc.constantFrom('copy' as const, 'move' as const);

  it('accepts exactly the allowed subjects, to other folders, that fit the target', () => {
    fc.assert(
      fc.property(actionArb, subjectArb, targetArb, (action, subject, t) => {
        const error = copyMoveTargetError(action, subject, t);
        const allowed = action === 'copy' ? canCopy(subject) : canMove(subject);
        const same = t.uid === subject.uid || subject.currentFolderUids.includes(t.uid);
        const fits =
          subject.kind === 'asset' || subject.kind === 'device'
            ? !t.hasFolders
            : subject.kind === 'folder'
              ? !t.hasAssetsOrDevices && !t.path.includes(subject.uid)
              : true;
        expect(error === null).toBe(allowed && !same && fits);
      }),
    );
  });

  it('always names the action it was asked about', () => {
    fc.assert(
      fc.property(actionArb, subjectArb, targetArb, (action, subject, t) => {
        const error = copyMoveTargetError(action, subject, t);
        if (error && error !== 'Source and destination folders are the same') expect(error).toContain(action);
      }),
    );
  });

  it('never lets an asset or device into a folder with subfolders, nor a folder beside assets', () => {
    fc.assert(
      fc.property(actionArb, subjectArb, targetArb, (action, subject, t) => {
        if (copyMoveTargetError(action, subject, t) !== null) return;
        if (subject.kind === 'asset' || subject.kind === 'device') expect(t.hasFolders).toBe(false);
        if (subject.kind === 'folder') expect(t.hasAssetsOrDevices).toBe(false);
      }),
    );
  });
});
