// The folder's information tab (spec 001 §3.3 Folder): its label, whether it is a company, its
// address, where it stands and what it holds.
import type { Folder } from '@ullage/domain/api/folder';
import { addressText } from '../utils/format';
import { Facts } from './facts';

export interface FolderFacts {
  /** From the top of the user's scope down to the folder. */
  path: readonly string[];
  counts?: { folders: number; users: number; assets: number; devices: number };
}

export function FolderInformation({ folder, facts }: { folder: Folder; facts: FolderFacts }) {
  const parents = facts.path.slice(0, -1);
  const count = (n: number | undefined) => (n === undefined ? '' : n.toLocaleString('en-US'));
  return (
    <div className="manage-info">
      <Facts
        items={[
          ['Name', folder.label],
          ['Kind', folder.config.isCompany ? 'Company' : 'Folder'],
          ['Address', addressText(folder.addressConfig)],
          ['Parent path', parents.join(' / ')],
          ['Folders', count(facts.counts?.folders)],
          ['Users', count(facts.counts?.users)],
          ['Assets', count(facts.counts?.assets)],
          ['Devices', count(facts.counts?.devices)],
        ]}
      />
    </div>
  );
}
