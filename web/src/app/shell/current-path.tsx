// spec 000 §2 Layout: the "Current Path" dropdown of recent folders (spec 000 §4: newest first, no
// duplicates, at most 10; per user in local storage). spec 000 §8: a failed folder path lookup
// says "Error retrieving folder path".
import type { ParentFolderLite } from '@ullage/domain/api/folder';
import { DROPDOWN } from '@ullage/domain/constants';
import { ERROR_RETRIEVING_FOLDER_PATH } from '@ullage/domain/messages';
import { useEffect, useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { FilterDropdown } from '../../components/filter-dropdown';
import { useParentFolders } from '../../features/explorer/api/get-parent-folders';
import { readRecentFolders, rememberFolder, type RecentFolder } from '../../lib/folder-history';

export interface CurrentPathProps {
  userUid: number;
  folderUid: number;
  /** Shown until the path has loaded. */
  fallbackLabel: string;
  onOpenFolder: (uid: number) => void;
}

export function CurrentPath({ userUid, folderUid, fallbackLabel, onOpenFolder }: CurrentPathProps) {
  const parents = useParentFolders(folderUid);
  const [recent, setRecent] = useState<RecentFolder[]>(() => readRecentFolders(userUid));
  const names = parents.data?.map((p) => p.label);
  const path = names?.join(' / ');

  // Each folder shown here becomes the newest recent folder (and the last folder), once.
  const [remembered, setRemembered] = useState<ParentFolderLite[] | undefined>(undefined);
  if (parents.data && parents.data.length > 0 && parents.data !== remembered) {
    const self = parents.data[parents.data.length - 1]!;
    setRemembered(parents.data);
    setRecent(rememberFolder(userUid, { uid: self.uid, label: self.label, path: parents.data.map((p) => p.label).join(' / ') }));
  }

  useEffect(() => {
    if (parents.isError) toast.error(ERROR_RETRIEVING_FOLDER_PATH, { toastId: 'folder-path' });
  }, [parents.isError]);

  // The button is named by what it shows, "Current Path" and the path (WCAG 2.5.3; it was named
  // "Recent folders", which a speech user could not guess from the screen); its list is the
  // recent folders.
  const labelId = useId();
  const textId = useId();
  return (
    <div className="current-path">
      <span className="current-path-label" id={labelId}>
        Current Path
      </span>
      <FilterDropdown
        label="Recent folders"
        triggerLabelledBy={`${labelId} ${textId}`}
        triggerClassName="dropdown-trigger current-path-trigger"
        trigger={
          <span className="current-path-text" id={textId}>
            {path ?? fallbackLabel}
          </span>
        }
        items={recent.map((f) => ({ key: String(f.uid), label: f.label, detail: f.path }))}
        listHeight={DROPDOWN.listHeight.path}
        emptyText="No recent folders yet"
        onSelect={(item) => onOpenFolder(Number(item.key))}
      />
    </div>
  );
}
