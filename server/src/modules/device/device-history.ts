// spec 001 §7 Device history: call-ins, readings, commands and shipments of a device the caller
// may read, and Sensor/Data/ByUpdateId.
import { MonitoredProperty, sensorTypeProperty } from '@ullage/domain/devices/device-catalogue';
import { NotFoundError } from '../../lib/errors';
import type { Continued, RowPage } from '../../lib/continuation';
import type { Caller, Scope } from '../access';
import type { Units } from '../units';
import { commandDto, sensorDataDto, shipmentDto, updateDto } from './device-mapping';
import type { DeviceRepository, DeviceRow, SensorDataRow } from './device.repository';

export interface DeviceHistoryDeps {
  scope: Scope;
  units: Units;
  /** The device the caller may read, or NotFound (device.service.ts). */
  load: (caller: Caller, uid: number) => Promise<DeviceRow>;
}

export function createDeviceHistory(repo: DeviceRepository, deps: DeviceHistoryDeps) {
  const { scope, units, load } = deps;

  /** A gateway and the devices in its slots. */
  async function family(caller: Caller, uid: number): Promise<number[]> {
    return [uid, ...(await repo.children(caller.baseFolderUid, uid)).map((c) => c.uid)];
  }

  async function dataDtos(caller: Caller, rows: SensorDataRow[]) {
    const cv = await units.converterFor(caller);
    // A level's value is the tank's amount, in the caller's volume unit (a load cell's, its weight
    // unit); a temperature in the caller's temperature unit; other values as their configs give them.
    const valueOf = (sensorTypeId: number, v: number) => {
      const p = sensorTypeProperty(sensorTypeId);
      if (p === MonitoredProperty.TankLevel) return cv.amount(v, 'volume');
      if (p === MonitoredProperty.Weight) return cv.amount(v, 'weight');
      if (p === MonitoredProperty.Temperature) return cv.temperature(v);
      return v;
    };
    return rows.map((r) => sensorDataDto(r, valueOf));
  }

  return {
    async updates(caller: Caller, uid: number, from: Date, to: Date, page: RowPage): Promise<Continued<ReturnType<typeof updateDto>[]>> {
      await load(caller, uid);
      const { rows, next } = await repo.updates(uid, from, to, page);
      return { answer: rows.map(updateDto), next };
    },

    /** A gateway's readings are its slots' (a tank gauge console's probes): its own sensors' and
     * its children's, as Data/ByUpdateId and History/Command include them. */
    async sensorData(caller: Caller, uid: number, from: Date, to: Date, page: RowPage) {
      await load(caller, uid);
      const sensors = (await repo.sensors(await family(caller, uid))).map((s) => s.uid);
      const { rows, next } = await repo.sensorData(sensors, from, to, { page });
      return { answer: await dataDtos(caller, rows), next };
    },

    /** Sensor/Data/ByUpdateId/{id}: the readings that came with one call (a gateway's carries its
     * slots' readings). */
    async dataByUpdate(caller: Caller, updateId: number) {
      const update = await repo.update(updateId);
      if (!update) throw new NotFoundError(`Device update ${updateId} was not found.`);
      await scope.requireRead(caller, update.deviceUid, 'Device update', updateId);
      const sensors = (await repo.sensors(await family(caller, update.deviceUid))).map((s) => s.uid);
      const at = update.readingTime;
      // Readings carry their own times (a store-and-forward upload spans hours): a day either side.
      const { rows } = await repo.sensorData(sensors, new Date(at.getTime() - 86_400_000), new Date(at.getTime() + 86_400_000), {
        updateId,
      });
      return dataDtos(caller, rows);
    },

    async commands(caller: Caller, uid: number, from: Date, to: Date, page: RowPage) {
      await load(caller, uid);
      const { rows, next } = await repo.commands(await family(caller, uid), from, to, page);
      return { answer: rows.map(commandDto), next };
    },

    async shipments(caller: Caller, uid: number) {
      await load(caller, uid);
      return (await repo.shipments(uid)).map(shipmentDto);
    },
  };
}
