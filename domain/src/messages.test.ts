import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import {
  COPY_MOVE_ACTIONS,
  SAVE_FAILURE_TITLES,
  cannotCopyMoveSelected,
  cantMoveAssetToFolderWithFolders,
  cantMoveDeviceToFolderWithFolders,
  cantMoveFolderToFolderWithAssetsOrDevices,
} from './messages';

describe('copy/move messages (spec 000 §2, §5)', () => {
  it('fill the action into the spec wording', () => {
    expect(cantMoveAssetToFolderWithFolders('copy')).toBe("Can't copy asset to folder containing folders");
    expect(cantMoveDeviceToFolderWithFolders('move')).toBe("Can't move device to folder containing folders");
    expect(cantMoveFolderToFolderWithAssetsOrDevices('move')).toBe("Can't move folder to folder containing assets or devices");
    expect(COPY_MOVE_ACTIONS.map(cannotCopyMoveSelected)).toEqual([
      'You cannot copy the selected object',
      'You cannot move the selected object',
    ]);
  });
});

describe('message catalogue', () => {
  const strings = [
    ...(Object.values(messages) as unknown[]).filter((v): v is string => typeof v === 'string'),
    ...Object.values(SAVE_FAILURE_TITLES),
  ];

  it('has no blank, padded or templated-but-unfilled text', () => {
    for (const s of strings) {
      expect(s.trim()).toBe(s);
      expect(s).not.toBe('');
      expect(s).not.toMatch(/[{}]|undefined/);
    }
  });

  it('uses the same folder-path title for the shell and the save failures (spec 000 §8, 001 §8)', () => {
    expect(SAVE_FAILURE_TITLES.folderPath).toBe(messages.ERROR_RETRIEVING_FOLDER_PATH);
  });
});
