// Which sensors a config may read (spec 001 §3.5; the monitored properties of device-catalogue.ts):
// the asset save checks it, the sensor options call lists it.
import { ConfigType } from '../configs';
import { MonitoredProperty, SensorType, sensorTypeProperty } from './device-catalogue';

export function sensorSuits(configTypeId: number, sensorTypeId: number): boolean {
  const p = sensorTypeProperty(sensorTypeId);
  switch (configTypeId) {
    case ConfigType.AssetTank:
      return p === MonitoredProperty.TankLevel || p === MonitoredProperty.Weight;
    case ConfigType.Temperature:
      return p === MonitoredProperty.Temperature;
    case ConfigType.Pressure:
      return p === MonitoredProperty.Pressure || sensorTypeId === SensorType.Analog4To20;
    case ConfigType.Switch:
      return p === MonitoredProperty.Switch;
    case ConfigType.Gps:
      return p === MonitoredProperty.Gps;
    default:
      return false;
  }
}
