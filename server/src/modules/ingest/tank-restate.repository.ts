// The SQL of a tank restate (tank-restate.ts): the tank state row that ingestion owns, read and
// rewritten inside the transaction of the asset save that changed the tank's config.
import { sql } from 'drizzle-orm';
import { AlertType } from '@ullage/domain/alerts/alerts';
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
  statusMask: number;
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
    status_mask: number;
  }>(sql`
    select t.reading, t.running, d.flags, d.model_id, d.battery_strength, t.status_mask
      from tank_state t left join sensor s on s.uid = t.sensor_uid left join device d on d.uid = s.device_uid
     where t.asset_uid = ${assetUid} for update of t`);
  const r = rows[0];
  return r
    ? {
        reading: r.reading,
        running: r.running,
        flags: r.flags,
        modelId: r.model_id,
        batteryStrength: r.battery_strength,
        statusMask: r.status_mask,
      }
    : null;
}

/** The enabled usage alerts (Excessive, Low Usage) set on the asset or a folder above it, first
 * first: where its usage statuses begin (tank-state.ts tankModel reads them as `alerts`). */
export async function usageAlertsOf(tx: Executor, assetUid: number): Promise<{ typeId: number; usagePercent: number }[]> {
  const { rows } = await tx.execute<{ type_id: number; usage_percent: number | null }>(sql`
    select al.type_id, (al.settings->>'usagePercent')::float8 as usage_percent from alert al
     where al.enabled and al.type_id in (${AlertType.ExcessiveUsage}, ${AlertType.LowUsage})
       and al.entity_uid = any(array(select ${assetUid}::bigint union select unnest(f.path) from folder_membership m
                                      join folder f on f.uid = m.folder_uid where m.entity_uid = ${assetUid}))
     order by al.id`);
  return rows.flatMap((r) => (r.usage_percent === null ? [] : [{ typeId: r.type_id, usagePercent: r.usage_percent }]));
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
