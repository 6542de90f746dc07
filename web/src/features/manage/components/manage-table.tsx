// A manage tab's table of records: a loader while they load, a line saying there are none, or the
// table with a header row and a row per record.
import type { ReactNode } from 'react';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';

export interface ManageTableProps<T> {
  /** The records; undefined while they load (or when their call failed). */
  items: readonly T[] | undefined;
  isPending?: boolean;
  /** Shown when there are no records; nothing when omitted. */
  empty?: string;
  columns: readonly string[];
  rowKey: (item: T) => string | number;
  /** One cell per column. */
  cells: (item: T) => ReactNode[];
  /** Names the table's box while it scrolls sideways (a phone): what the records are. */
  label: string;
}

export function ManageTable<T>({ items, isPending = false, empty, columns, rowKey, cells, label }: ManageTableProps<T>) {
  if (isPending) return <Loader inline />;
  if (!items) return null;
  if (items.length === 0) return empty ? <p className="manage-muted">{empty}</p> : null;
  return (
    <ScrollBox label={label}>
      <table className="manage-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)}>
              {cells(item).map((cell, i) => (
                <td key={columns[i] ?? i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
