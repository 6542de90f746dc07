// spec 001 §7 Sensor calls: options, the tank state a sensor's current reading gives now, the
// state of the asset it feeds, an update's readings, and a reading entered in the portal (which
// goes through ingestion like any device's, docs/decisions/026-ingestion.md).
import type { AddReadingBody } from '@ullage/domain/devices/sensor-api';
import { IngestSource } from '@ullage/domain/devices/ingest-api';
import { CONFIG_TYPES } from '@ullage/domain/configs';
import { MONITORED_PROPERTIES, SENSOR_TYPES, MonitoredProperty, sensorTypeProperty } from '@ullage/domain/devices/device-catalogue';
import { TANK_TYPES } from '@ullage/domain/tanks/tank-geometry';
import { levelState, tankModel } from '@ullage/domain/tanks/tank-state';
import { sensorSuits } from '@ullage/domain/devices/sensor-fit';
import { NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import { tankStateDto, type AssetService } from '../asset';
import type { DeviceService } from '../device';
import type { IngestService } from '../ingest';
import type { Units } from '../units';

export function createSensorService(deps: {
  devices: DeviceService;
  assets: AssetService;
  ingest: IngestService;
  scope: Scope;
  units: Units;
}) {
  const { devices, assets, ingest, scope, units } = deps;

  return {
    async options(caller: Caller, sensorUid: number) {
      const s = await devices.sensor(caller, sensorUid);
      const property = sensorTypeProperty(s.sensorTypeId) ?? null;
      const measures = property === MonitoredProperty.Weight ? 'weight' : property === MonitoredProperty.TankLevel ? 'volume' : null;
      return {
        sensorUid: s.uid,
        deviceUid: s.deviceUid,
        port: s.port,
        sensorTypeId: s.sensorTypeId,
        sensorTypeLabel: SENSOR_TYPES.find((t) => t.id === s.sensorTypeId)?.label ?? 'Unknown',
        propertyTypeId: property,
        propertyLabel: MONITORED_PROPERTIES.find((p) => p.id === property)?.label ?? null,
        configTypeIds: CONFIG_TYPES.filter((t) => sensorSuits(t.id, s.sensorTypeId)).map((t) => t.id as number),
        tankTypeIds: measures ? TANK_TYPES.filter((t) => t.measuredBy === measures).map((t) => t.id as number) : [],
      };
    },

    /** The tank state the sensor's newest reading gives with the tank config as it is now. */
    async realTimeTankState(caller: Caller, sensorUid: number) {
      const s = await devices.sensor(caller, sensorUid);
      const tank = await assets.tankReadBy(sensorUid);
      if (!tank) throw new NotFoundError(`Sensor ${sensorUid} reads no tank.`);
      await scope.requireRead(caller, tank.assetUid, 'Asset');
      const cv = await units.converterFor(caller);
      const model = tankModel(tank.config, { strapping: tank.strapping });
      const reading = s.current?.status === 0 ? s.current.reading : null;
      const level = reading === null ? null : reading + s.offset + (tank.config.sensor?.offset ?? 0);
      const state = level === null ? null : levelState(model, level);
      const unit = model.measuredBy;
      return {
        sensorUid,
        assetUid: tank.assetUid,
        units: cv.units,
        reading,
        tank: state
          ? tankStateDto(
              {
                assetUid: tank.assetUid,
                readingTime: s.current?.readingTime ?? null,
                ...state,
                lastFillAmount: null,
                lastFillDate: null,
                lastUsageAmount: null,
                avg7Day: null,
                avgDaily: null,
                avgDaily60: null,
                avgWeekday: null,
                avgInventory30: null,
                avgInventory60: null,
                avgInventory90: null,
                dateEmpty: null,
                daysLeft: null,
                status: 0,
                statusMask: 0,
                sensorUid,
              },
              cv,
              unit,
            )
          : null,
      };
    },

    async assetState(caller: Caller, sensorUid: number) {
      await devices.sensor(caller, sensorUid);
      const assetUid = await assets.assetFedBy(sensorUid);
      if (assetUid === null) throw new NotFoundError(`Sensor ${sensorUid} feeds no asset.`);
      const asset = await assets.get(caller, assetUid);
      return { sensorUid, assetUid, units: asset.units, states: asset.states };
    },

    dataByUpdate: (caller: Caller, updateId: number) => devices.dataByUpdate(caller, updateId),

    /** POST Sensor/AddReading/: needs Edit Assets/Devices on the sensor's device. */
    async addReading(caller: Caller, body: AddReadingBody) {
      const s = await devices.sensor(caller, body.sensorUid);
      await scope.requireWrite(caller, s.deviceUid, 'Sensor', s.uid);
      const readingDate = body.readingDate ?? new Date();
      return ingest.submitTrusted(
        s.deviceUid,
        {
          readingDate,
          retries: 0,
          status: 0,
          readings: [{ port: s.port, reading: body.reading, statusCode: body.statusCode, readingDate }],
          children: [],
          completedCommandIds: [],
        },
        IngestSource.Manual,
      );
    },
  };
}
export type SensorService = ReturnType<typeof createSensorService>;
