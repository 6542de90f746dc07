// Live updates applied (issue 17, docs/decisions/080-live-updates.md): the tab's one live
// connection, and what each batch of changes refetches: the summaries, the manage modal's tank or
// device and its history, the notification strip (active alerts) and the entity's alerts. The
// report grids refresh their own rows (features/reports, useLiveChanges). The dot beside the
// search box says whether changes arrive.
import { useQueryClient, type Query } from '@tanstack/react-query';
import { ENTITY_ALERTS_QUERY_KEY } from '../features/alerts/api/query-keys';
import { ASSET_QUERY_KEY, DEVICE_QUERY_KEY } from '../features/manage/api/query-keys';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { FOLDER_SUMMARY_KEY } from '../features/reports/api/get-folder-summary';
import { FOLDER_DASHBOARD_KEY } from '../features/reports/api/get-folder-dashboard';
import { useLiveChanges, useLiveConnection, type LiveBatch, type LiveState } from '../lib/live-stream';

const STATE_TEXT: Record<LiveState, string> = {
  live: 'Live updates on',
  connecting: 'Live updates connecting',
  offline: 'Live updates paused: reconnecting',
};

/** The queries a batch makes stale: those showing a changed entity, and the folder-wide ones. */
export function staleByBatch(batch: LiveBatch): (query: Pick<Query, 'queryKey'>) => boolean {
  const entities = new Set([...batch.tanks, ...batch.devices, ...batch.alerts]);
  const entityKey = (key: readonly unknown[]) => typeof key[1] === 'number' && entities.has(key[1]);
  const notifications = notificationsQueryOptions().queryKey[0];
  return ({ queryKey: key }) => {
    if (batch.resync) return true;
    switch (key[0]) {
      case FOLDER_SUMMARY_KEY:
      case FOLDER_DASHBOARD_KEY:
        return true;
      case notifications:
        return batch.alerts.size > 0;
      case ASSET_QUERY_KEY:
      case DEVICE_QUERY_KEY:
      case ENTITY_ALERTS_QUERY_KEY:
        return entityKey(key);
      case 'history':
        // ['history', name, uid, from, to]
        return typeof key[2] === 'number' && entities.has(key[2]);
      default:
        return false;
    }
  };
}

export function LiveUpdates() {
  const queryClient = useQueryClient();
  const state = useLiveConnection();
  useLiveChanges((batch) => void queryClient.invalidateQueries({ predicate: staleByBatch(batch) }));
  return (
    <span className="live-state" data-state={state} title={STATE_TEXT[state]}>
      <span className="visually-hidden">{STATE_TEXT[state]}</span>
    </span>
  );
}
