// The SQL of a tank restate (tank-restate.ts): the tank state row that ingestion owns, read and
// rewritten inside the transaction of the asset save that changed the tank's config.
import { sql } from 'drizzle-orm';
import type { TankLevelState, UsageStatistics } from '@ullage/domain/tanks/tank-state';
import { refreshLive } from '../../db/report-rows';
import type { Executor } from '../../db/transaction';
import type { StoredRunning } from './ingest.repository';

export interface RestateInput {
  reading: number | null;
  running: StoredRunning | null;
  flags: number | null;
  modelId: number | null;
  batteryStrength: number | null;
}

export interface RestateWrite {
  state: TankLevelState | null;
  running: StoredRunning;
  stats: UsageStatistics;
  status: number;
  statusMask: number;
}

/** Locks the asset's tank state (if it has one) for the caller's transaction. */
export async function lockTankState(tx: Executor, assetUid: number): Promise<void> {
  await tx.execute(sql`select 1 from tank_state where asset_uid = ${assetUid} for update`);
}

/** A tank's last reading, running state and the condition of the device it reads, locked for the
 * caller's transaction (ingestion queues behind a restate). */
export async function tankForRestate(tx: Executor, assetUid: number): Promise<RestateInput | null> {
  const { rows } = await tx.execute<{
    reading: number | null;
    running: StoredRunning | null;
    flags: number | null;
    model_id: number | null;
    battery_strength: number | null;
  }>(sql`
    select t.reading, t.running, d.flags, d.model_id, d.battery_strength
      from tank_state t left join sensor s on s.uid = t.sensor_uid left join device d on d.uid = s.device_uid
     where t.asset_uid = ${assetUid} for update of t`);
  const r = rows[0];
  return r ? { reading: r.reading, running: r.running, flags: r.flags, modelId: r.model_id, batteryStrength: r.battery_strength } : null;
}

/** Rewrites a tank state with what a changed tank config makes of its last reading. */
export async function writeRestate(tx: Executor, assetUid: number, s: RestateWrite): Promise<void> {
  const st = s.state;
  const date = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  await tx.execute(sql`
    update tank_state set amount_full = ${st?.amountFull ?? null}, inches_full = ${st?.inchesFull ?? null}, inches_air = ${st?.inchesAir ?? null},
           capacity = ${st?.capacity ?? null}, max_fill_amount = ${st?.maxFillAmount ?? null}, percent_full = ${st?.percentFull ?? null},
           ullage = ${st?.ullage ?? null}, ullage_percent = ${st?.ullagePercent ?? null}, adjusted_ullage = ${st?.adjustedUllage ?? null},
           zone = ${st?.zone ?? null}, status_color = ${st?.statusColor ?? null},
           avg_7day = ${s.stats.avg7Day}, avg_daily = ${s.stats.avgDaily}, avg_daily60 = ${s.stats.avgDaily60}, avg_weekday = ${s.stats.avgWeekday},
           avg_inventory30 = ${s.stats.avgInventory30}, avg_inventory60 = ${s.stats.avgInventory60}, avg_inventory90 = ${s.stats.avgInventory90},
           date_empty = ${date(s.stats.dateEmpty)}::timestamptz, days_left = ${s.stats.daysLeft},
           status = ${s.status}, status_mask = ${s.statusMask}, running = ${JSON.stringify(s.running)}::jsonb, updated_at = now()
     where asset_uid = ${assetUid}`);
  await refreshLive(tx, [assetUid], []);
}
