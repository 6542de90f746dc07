// The device's history tab: its call-ins (battery, signal), the commands sent to it and what became of
// them (docs/decisions/028), and its config history, over the chosen range.
import type { DeviceDto } from '@ullage/domain/api/device';
import { Loader } from '../../../components/loader';
import { useHistory } from '../api/get-history';
import { ConfigHistoryList, DeviceUpdatesChart, RangePicker, useRange } from './history-parts';
import { useManageEnvironment } from './manage-environment';

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
        {commands.isPending && <Loader inline />}
        {commands.data?.length === 0 && <p className="manage-muted">No commands in this range.</p>}
        {commands.data && commands.data.length > 0 && (
          <table className="manage-table">
            <thead>
              <tr>
                <th scope="col">Requested</th>
                <th scope="col">Command</th>
                <th scope="col">By</th>
                <th scope="col">Status</th>
                <th scope="col">Done</th>
              </tr>
            </thead>
            <tbody>
              {commands.data.map((c) => (
                <tr key={c.id}>
                  <td>{env.formatDateTime(c.requestedDate)}</td>
                  <td>{c.typeLabel}</td>
                  <td>{c.requestedByName ?? ''}</td>
                  <td>{c.statusLabel}</td>
                  <td>{env.formatDateTime(c.completedDate ?? c.deliveredDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <ConfigHistoryList uid={device.uid} />
    </div>
  );
}
