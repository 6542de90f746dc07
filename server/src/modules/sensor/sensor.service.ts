// spec 001 §7 Sensor calls: options, the tank state a sensor's current reading gives now, the
// state of the asset it feeds, an update's readings, and a reading entered in the portal (which
// goes through ingestion like any device's, docs/decisions/026-ingestion.md).
import type { AddReadingBody } from '@ullage/domain/api/sensor';
import { IngestSource } from '@ullage/domain/api/ingest';
import { CONFIG_TYPES } from '@ullage/domain/configs';
import { MONITORED_PROPERTIES, SENSOR_TYPES, MonitoredProperty, sensorTypeProperty } from '@ullage/domain/device-catalogue';
import { TANK_TYPES } from '@ullage/domain/tank-geometry';
import { levelState, tankModel, type AssetTankInput } from '@ullage/domain/tank-state';
import { NotFoundError } from '../../lib/errors';
import type { Caller } from '../access/access.repository';
import type { Scope } from '../access/scope';
import { sensorSuits, tankStateDto, type AssetService } from '../asset/asset.service';
import type { AssetRepository } from '../asset/asset.repository';
import type { DeviceService } from '../device/device.service';
import type { IngestService } from '../ingest/ingest.service';
import { converter, displayUnitsOf } from '../units/display-units';

export function createSensorService(deps: {
  devices: DeviceService;
  assets: AssetService;
  assetRepo: AssetRepository;
  ingest: IngestService;
  scope: Scope;
}) {
  const { devices, assets, assetRepo, ingest, scope } = deps;
  const { db } = assetRepo;

  const tankOn = async (sensorUid: number) => {
    const found = await assetRepo.tankOnSensor(sensorUid);
    return found
      ? { asset_uid: found.asset_uid, data: found.data as unknown as AssetTankInput & { sensor: { offset?: number } | null } }
      : null;
  };

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
      const tank = await tankOn(sensorUid);
      if (!tank) throw new NotFoundError(`Sensor ${sensorUid} reads no tank.`);
      await scope.requireRead(caller, tank.asset_uid, 'Asset');
      const cv = converter(await displayUnitsOf(db, caller.userUid));
      const stid = (tank.data.tank as { stid?: number | null }).stid;
      const model = tankModel(tank.data, { strapping: stid ? await assetRepo.strappingTable(stid) : null });
      const reading = s.current?.status === 0 ? s.current.reading : null;
      const level = reading === null ? null : reading + s.offset + (tank.data.sensor?.offset ?? 0);
      const state = level === null ? null : levelState(model, level);
      const unit = model.measuredBy;
      return {
        sensorUid,
        assetUid: tank.asset_uid,
        units: cv.units,
        reading,
        tank: state
          ? tankStateDto(
              {
                assetUid: tank.asset_uid,
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
      const assetUid = await assetRepo.assetOnSensor(sensorUid);
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
