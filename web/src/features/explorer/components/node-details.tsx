// What the signed-in home shows for the explorer's selection: where it is (its folder path), what a
// folder holds, which folders an entity stands in (copies and read-only shares included), and where
// it has been (spec 001 §7 Entity/{uid}/Folder and /History/Folder; spec 000 §3 history item).
import { entityTypeName } from '@ullage/domain/entity-types';
import { Loader } from '../../../components/loader';
import { useEntityFolders } from '../api/get-entity-folders';
import { useFolderHistory } from '../api/get-folder-history';
import { useNavigationNode } from '../api/get-navigation-node';
import './node-details.css';

export interface NodeDetailsProps {
  selection: { fuid: number; uid: number };
  formatDateTime: (at: Date) => string;
}

const pathText = (names: readonly string[]) => names.join(' / ');

export function NodeDetails({ selection, formatDateTime }: NodeDetailsProps) {
  const isFolder = selection.uid === selection.fuid;
  const node = useNavigationNode(selection.uid, isFolder ? undefined : selection.fuid);
  const memberships = useEntityFolders(selection.uid, !isFolder);
  const history = useFolderHistory(selection.uid);

  if (node.isPending) return <Loader />;
  if (node.isError || !node.data) {
    return (
      <p role="alert" className="field-error">
        This item could not be loaded. It may have been moved or deleted; pick it again in the explorer.
      </p>
    );
  }
  const n = node.data;
  const counts = n.counts;

  return (
    <article className="node-details" aria-labelledby="node-details-title">
      <header>
        <p className="page-kicker">{entityTypeName(n.typeId)}</p>
        <h1 id="node-details-title" className="page-title">
          {n.label}
        </h1>
        <p className="node-details-path">{pathText(n.folderNamePath)}</p>
      </header>

      {counts && (
        <dl className="figure-grid node-details-counts">
          {(
            [
              ['Folders', counts.folders],
              ['Users', counts.users],
              ['Assets', counts.assets],
              ['Devices', counts.devices],
            ] as const
          ).map(([label, count]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{count.toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      )}

      {!isFolder && (
        <section aria-labelledby="node-details-folders">
          <h2 id="node-details-folders" className="section-title">
            Folders it stands in
          </h2>
          {memberships.isPending ? (
            <Loader inline />
          ) : (
            <ul className="node-details-list">
              {memberships.data?.map((m) => (
                <li key={m.folderUid}>
                  {pathText(m.folderNamePath)}
                  {m.copy && <span className="tree-tag">copy</span>}
                  {m.readOnly && <span className="tree-tag">read-only</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="node-details-history">
        <h2 id="node-details-history" className="section-title">
          Folder history
        </h2>
        {history.isPending && <Loader inline />}
        {history.data?.length === 0 && <p className="node-details-muted">No changes recorded.</p>}
        {history.data && history.data.length > 0 && (
          <table className="node-details-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Folder</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((h, i) => (
                <tr key={`${h.date}:${h.folderUid}:${h.action}:${i}`}>
                  <td>{formatDateTime(new Date(h.date))}</td>
                  <td>{h.action === 'added' ? (h.copy ? 'Copied to' : 'Placed in') : h.copy ? 'Copy removed from' : 'Removed from'}</td>
                  <td>{pathText(h.folderNamePath)}</td>
                  <td>{h.userName ?? 'System'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </article>
  );
}
