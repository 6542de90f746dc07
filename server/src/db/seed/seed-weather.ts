// The demo world's weather (docs/decisions/093-degree-day-forecasting.md): each company with
// heating-fuel tanks takes the temperature sensor of its first above-ground heating-fuel tank as its
// weather source, a heating season (Season config, spec 001 §3.5) of 15 September to 15 May, and two
// years of daily mean temperatures imported from before its 90 days of history (the normals the
// forecast reads for the days to come). The temperatures are the demo physics' own
// (demo-physics.ts dailyMeanTemperature), so the usage the history draws follows these degree days.
import { ConfigType, parseConfig } from '@ullage/domain/configs';
import { dayText, isHeatingFuel } from '@ullage/domain/forecast/degree-days';
import { centralDay } from '@ullage/domain/tanks/tank-state';
import { TankType } from '@ullage/domain/tanks/tank-geometry';
import { dailyMeanTemperature } from '../../simulator/demo-physics';
import { DEMO_PRODUCTS, type DemoCompany, type DemoTankTemplate } from './demo-data';
import { json, type WorldWriter } from './world-writer';

const DAY = 86_400_000;
/** Years of daily means imported before the history. */
const IMPORTED_YEARS = 2;
/** The longest demo history (config.ts DEMO_HISTORY_DAYS): the import ends where it may start. */
const HISTORY_DAYS = 90;
export const DEMO_SEASON = { startMonth: 9, startDay: 15, endMonth: 5, endDay: 15 } as const;
/** Tank types in the ground: their sensor reads the ground's temperature, not the air's. */
const UNDERGROUND = new Set<number>([TankType.UndergroundSteel, TankType.FiberglassUnderground, TankType.UndergroundPropane]);

/** A tank whose temperature sensor may serve as its company's weather source. */
export function isWeatherTank(company: DemoCompany, t: DemoTankTemplate): boolean {
  const product = DEMO_PRODUCTS[company.key].find((p) => p.sku === t.productSku);
  return isHeatingFuel(product?.className) && !UNDERGROUND.has(TankType[t.tankTypeKey]);
}

export function seedWeather(w: WorldWriter, companies: { companyUid: number; sensorUid: number | null }[], seededAt: number): void {
  const firstHistoryDay = centralDay(seededAt - HISTORY_DAYS * DAY);
  for (const c of companies) {
    if (c.sensorUid === null) continue;
    w.add('weather_source', { folder_uid: c.companyUid, sensor_uid: c.sensorUid, base_temperature: 65 });
    const season = parseConfig(ConfigType.Season, DEMO_SEASON) as Record<string, unknown>;
    const { id: _id, ...data } = season;
    w.add('entity_config', { entity_uid: c.companyUid, type_id: ConfigType.Season, sensor_uid: null, data: json(data) });
    for (let day = firstHistoryDay - IMPORTED_YEARS * 365; day < firstHistoryDay; day++) {
      // A central day's mean, as the physics draws that day's use (demo-physics.ts dailyUsage).
      const mean = dailyMeanTemperature('north', day * DAY + 6 * 3_600_000);
      w.add('daily_temperature', { folder_uid: c.companyUid, day: dayText(day), mean_temperature: Math.round(mean * 10) / 10 });
    }
  }
}
