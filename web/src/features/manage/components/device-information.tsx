// The device's information tab, for a technician (spec 001 §3.3 Device, DeviceModel, Sensor; §4
// activation states and flags): model, serial, state, flags, battery and signal, last call-in, its
// sensors and ports, its gateway or its children and free slots, the assets it feeds, and the
// commands Poll, Set Realtime Mode and Reset Battery (recorded, shown in its history; ADR 028).
import type { DeviceDto } from '@ullage/domain/devices/api';
import { SENSOR_TYPES } from '@ullage/domain/devices/device-catalogue';
import { deviceActivationStateLabel, DEVICE_FLAGS } from '@ullage/domain/devices/devices';
import { ageText, percentToDisplay } from '@ullage/domain/reports/display';
import { parseCentralTimestamp } from '@ullage/domain/time-zones';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { showGenericErrorToast } from '../../../components/error-toast';
import { Loader } from '../../../components/loader';
import { isApiError } from '../../../lib/api-client';
import { useDeviceAssets } from '../api/get-device-assets';
import { useDevice } from '../api/get-device';
import { DEVICE_COMMANDS, useSendDeviceCommand, type DeviceCommandKey } from '../api/send-device-command';
import { batteryText, formatNumber } from '../utils/format';
import { Facts } from './facts';
import { useManageEnvironment } from './manage-environment';
import { ManageTable } from './manage-table';

export function DeviceInformation({ device, editable }: { device: DeviceDto; editable: boolean }) {
  const env = useManageEnvironment();
  const assets = useDeviceAssets(device.uid);
  const parent = useDevice(device.parentDeviceUid);
  const command = useSendDeviceCommand();
  const [now] = useState(() => Date.now());
  const last = device.lastUpdate;
  const lastAt = last ? parseCentralTimestamp(last.readingDate) : null;
  const flags = DEVICE_FLAGS.filter((f) => (device.flags & f.id) !== 0).map((f) => f.label);
  const realtimeUntil = device.realtimeUntil ? parseCentralTimestamp(device.realtimeUntil) : null;

  const send = (key: DeviceCommandKey) =>
    command.mutate(
      { uid: device.uid, command: key },
      {
        onSuccess: () => void toast.success(DEVICE_COMMANDS[key].done, { autoClose: 3000 }),
        onError: (error) => (isApiError(error) && error.status === 400 ? void toast.error(error.message) : showGenericErrorToast(error)),
      },
    );
  const commands: DeviceCommandKey[] = [...(device.model.protocol.pollable ? (['poll'] as const) : []), 'realtime', 'batteryReset'];

  return (
    <div className="manage-info">
      <Facts
        items={[
          ['Model', `${device.model.modelName} (${device.model.modelNumber})`],
          ['Serial number', device.serialNumber],
          ['Activation state', deviceActivationStateLabel(device.state.activeState)],
          ['Flags', flags.length ? flags.join(', ') : 'None'],
          ['Battery', batteryText(device.model.id, last?.batteryStrength)],
          ['Signal', last?.signalStrength === null || last?.signalStrength === undefined ? '' : `${formatNumber(last.signalStrength)} dBm`],
          ['Last call-in', lastAt ? `${env.formatDateTime(lastAt)} (${ageText((now - lastAt.getTime()) / 1000)} ago)` : 'Never'],
          ['Call-in interval', device.intervalMinutes ? `${formatNumber(device.intervalMinutes / 60)} hours` : ''],
          ['Realtime mode', realtimeUntil && realtimeUntil.getTime() > now ? `until ${env.formatDateTime(realtimeUntil)}` : 'Off'],
          ['Data collector', device.dataCollectorSn ?? ''],
          [
            'Gateway',
            device.parentDeviceUid ? (
              <>
                <Link to={`/device?fuid=${parent.data?.folderUid ?? device.folderUid}&uid=${device.parentDeviceUid}`}>
                  {parent.data?.label ?? `Device ${device.parentDeviceUid}`}
                </Link>
                {device.parentDeviceSlot !== null && `, slot ${device.parentDeviceSlot}`}
              </>
            ) : (
              ''
            ),
          ],
          [
            'Slots',
            device.model.slots > 0
              ? `${device.model.slots - device.freeSlots} used, ${device.freeSlots} free of ${device.model.slots}`
              : '',
          ],
        ]}
      />

      <section aria-labelledby="device-commands-title" className="manage-commands">
        <h3 id="device-commands-title" className="section-title">
          Commands
        </h3>
        <div className="manage-buttons">
          {commands.map((key) => (
            <button
              key={key}
              type="button"
              className="button button-secondary"
              disabled={!editable || command.isPending}
              onClick={() => send(key)}
            >
              {DEVICE_COMMANDS[key].label}
            </button>
          ))}
        </div>
        {!device.model.protocol.pollable && <p className="manage-muted">This model reports on its schedule; the portal cannot poll it.</p>}
      </section>

      <section aria-labelledby="device-sensors-title">
        <h3 id="device-sensors-title" className="section-title">
          Sensors and ports
        </h3>
        <ManageTable
          label="Sensors and ports"
          items={device.sensors}
          columns={['Port', 'Sensor', 'Type', 'Last reading', 'Read']}
          rowKey={(s) => s.uid}
          cells={(s) => [
            s.port,
            s.label,
            SENSOR_TYPES.find((t) => t.id === s.sensorTypeId)?.label ?? 'Unknown',
            s.current ? formatNumber(s.current.reading) : '',
            s.current ? env.formatDateTime(s.current.readingDate) : '',
          ]}
        />
      </section>

      {device.childDevices.length > 0 && (
        <section aria-labelledby="device-children-title">
          <h3 id="device-children-title" className="section-title">
            Devices in its slots
          </h3>
          <ManageTable
            label="Devices in its slots"
            items={[...device.childDevices].sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0))}
            columns={['Slot', 'Device', 'Serial number']}
            rowKey={(c) => c.childUid}
            cells={(c) => [
              c.slot ?? '',
              <Link key="link" to={`/device?fuid=${device.folderUid}&uid=${c.childUid}`}>
                {c.label}
              </Link>,
              c.serialNumber,
            ]}
          />
        </section>
      )}

      <section aria-labelledby="device-assets-title">
        <h3 id="device-assets-title" className="section-title">
          Assets it feeds
        </h3>
        {assets.isPending && <Loader inline />}
        {assets.data?.assets.length === 0 && <p className="manage-muted">It feeds no asset.</p>}
        {assets.data && assets.data.assets.length > 0 && (
          <ul className="manage-list">
            {assets.data.assets.map((a) => (
              <li key={a.uid}>
                <Link to={`/asset?fuid=${a.folderUid}&uid=${a.uid}`}>{a.label}</Link>
                {a.percentFull !== null && ` · ${Math.round(percentToDisplay(a.percentFull))}% full`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
