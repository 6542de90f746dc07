// The device's history tab: its call-ins (battery, signal), the commands sent to it and what became of
// them (docs/decisions/028), and its config history, over the chosen range.
import type { DeviceDto } from '@ullage/domain/devices/api';
import { useHistory } from '../api/get-history';
import { ConfigHistoryList, DeviceUpdatesChart, MoreRows, RangePicker, useRange } from './history-parts';
import { useManageEnvironment } from './manage-environment';
import { ManageTable } from './manage-table';

export function DeviceHistory({ device }: { device: DeviceDto }) {
  const env = useManageEnvironment();
  const [range, setRange] = useRange();
  const commands = useHistory('deviceCommands', device.uid, range);
  return (
    <div className="manage-history">
      <RangePicker range={range} onChange={setRange} />
      <DeviceUpdatesChart deviceUid={device.uid} modelId={device.model.id} range={range} title="Device updates" />
      <section aria-label="Commands" className="history-block">
        <h3 className="section-title">Commands</h3>
        <ManageTable
          label="Commands"
          items={commands.data}
          isPending={commands.isPending}
          empty="No commands in this range."
          columns={['Requested', 'Command', 'By', 'Status', 'Done']}
          rowKey={(c) => c.id}
          cells={(c) => [
            env.formatDateTime(c.requestedDate),
            c.typeLabel,
            c.requestedByName ?? '',
            c.statusLabel,
            env.formatDateTime(c.completedDate ?? c.deliveredDate),
          ]}
        />
        <MoreRows query={commands} shown={commands.data?.length ?? 0} what="commands" />
      </section>
      <ConfigHistoryList uid={device.uid} />
    </div>
  );
}
