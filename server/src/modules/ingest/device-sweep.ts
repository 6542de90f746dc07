// The late flag changes with the clock, not with a reading: once a minute the sweep flags devices
// whose call-in is overdue (and clears the flag of those that called since), moves the statuses of
// the tanks they feed, and expires commands no device collected (spec 001 §4 device flags,
// docs/decisions/027-tank-state.md). The job queue's cron fires it (index.ts) on one instance; the
// transaction-level advisory lock keeps a sweep run by hand or a late one from overlapping it.
import type pg from 'pg';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { defaultIntervalMinutes, isLate } from '@ullage/domain/devices/device-health';
import { assetStatusesOfMask } from '@ullage/domain/tanks/tank-state';
import {
  expireCommands,
  refreshReportRows,
  reportingDevices,
  setDeviceFlags,
  setTankStatuses,
  tanksOfDevices,
  tryLock,
} from './ingest.repository';
import { inIngestTransaction } from './ingest-transaction.repository';

export const LOCK_SWEEP = 7_242_003;

const LATE_BIT = 1 << AssetStatus.SensorLate;

export interface SweepResult {
  flagged: number;
  cleared: number;
  assets: number;
  expiredCommands: number;
}

/** One sweep at `now`; null when another instance holds the sweep lock. */
export async function sweepDevices(pool: pg.Pool, now: number): Promise<SweepResult | null> {
  // The sweep acts for no user (a null actor, ingest-transaction.repository.ts).
  const swept = await inIngestTransaction(pool, async (client) => {
    if (!(await tryLock(client, LOCK_SWEEP))) return null;
    const changed: { uid: number; flags: number; late: boolean }[] = [];
    for (const d of await reportingDevices(client)) {
      const late = isLate(d.lastUpdateAt.getTime(), d.intervalMinutes ?? defaultIntervalMinutes(d.modelId), now);
      const wasLate = (d.flags & DeviceFlag.Late) !== 0;
      if (late !== wasLate) changed.push({ uid: d.uid, flags: late ? d.flags | DeviceFlag.Late : d.flags & ~DeviceFlag.Late, late });
    }
    let assets = 0;
    if (changed.length > 0) {
      // In uid order, as ingestion locks devices: the two queue rather than deadlock.
      changed.sort((a, b) => a.uid - b.uid);
      await setDeviceFlags(client, changed);
      const lateOf = new Map(changed.map((c) => [c.uid, c.late]));
      const updates = (
        await tanksOfDevices(
          client,
          changed.map((c) => c.uid),
        )
      ).map((t) => {
        const mask = lateOf.get(t.deviceUid) ? t.statusMask | LATE_BIT : t.statusMask & ~LATE_BIT;
        return { uid: t.assetUid, mask, status: assetStatusesOfMask(mask)[0] as number };
      });
      if (updates.length > 0) await setTankStatuses(client, updates);
      await refreshReportRows(
        client,
        updates.map((u) => u.uid),
        changed.map((c) => c.uid),
      );
      assets = updates.length;
    }
    return { flagged: changed.filter((c) => c.late).length, cleared: changed.filter((c) => !c.late).length, assets };
  });
  if (swept === null) return null;
  const expiredCommands = await expireCommands(pool);
  return { ...swept, expiredCommands };
}
