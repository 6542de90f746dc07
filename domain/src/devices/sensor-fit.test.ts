import { describe, expect, it } from 'vitest';
import { ConfigType } from '../configs';
import { SENSOR_TYPES, MonitoredProperty, SensorType, sensorTypeProperty } from './device-catalogue';
import { sensorSuits } from './sensor-fit';

describe('sensorSuits', () => {
  it('lets a tank config read level and weight sensors and nothing else', () => {
    for (const t of SENSOR_TYPES) {
      const p = sensorTypeProperty(t.id);
      expect(sensorSuits(ConfigType.AssetTank, t.id)).toBe(p === MonitoredProperty.TankLevel || p === MonitoredProperty.Weight);
    }
  });

  it('lets a pressure config read a 4-20 mA analog input as well as pressure sensors', () => {
    expect(sensorSuits(ConfigType.Pressure, SensorType.Analog4To20)).toBe(true);
    expect(sensorSuits(ConfigType.Temperature, SensorType.Analog4To20)).toBe(
      sensorTypeProperty(SensorType.Analog4To20) === MonitoredProperty.Temperature,
    );
  });
});
