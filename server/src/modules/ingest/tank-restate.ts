// A tank config saved by a person changes what the tank's last reading means. The ingest module
// owns the tank's running state and its storage format (ADR 027), so the asset save asks it to
// restate the tank inside the save's transaction, as the next reading would have.
import {
  assetStatuses,
  assetStatusMask,
  assetStatusesOfMask,
  levelState,
  tankModel,
  usageStatistics,
  type AssetTankInput,
  type TankModelOptions,
} from '@ullage/domain/tanks/tank-state';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { isLowBattery } from '@ullage/domain/devices/device-health';
import type { Executor } from '../../db/transaction';
import { KEPT_STATUS_BITS, packRunning, unpackRunning } from './ingest.repository';
import { lockTankState, tankForRestate, usageAlertsOf, writeRestate } from './tank-restate.repository';

export interface TankStates {
  /** Locks the asset's tank state for the caller's transaction: ingestion locks a tank's state
   * before the writes that refresh its report rows, so a save and a reading of one tank queue
   * instead of deadlocking when the save takes the same order. */
  lock(tx: Executor, assetUid: number): Promise<void>;
  /**
   * Brings a tank state in line with a changed tank config: the level fields from its last
   * reading, and the usage statistics, days left and statuses from its running state (a new heel
   * changes days left now; new zones can make it a Setpoint now), as the next reading would.
   */
  restate(tx: Executor, assetUid: number, tank: AssetTankInput, strapping: TankModelOptions['strapping']): Promise<void>;
}

export const tankStates: TankStates = {
  lock: lockTankState,
  async restate(tx, assetUid, cfg, strapping) {
    const stored = await tankForRestate(tx, assetUid);
    if (!stored?.running) return;
    // The usage alerts come from the alert table, not from the config (one source of truth).
    const model = tankModel({ ...cfg, alerts: await usageAlertsOf(tx, assetUid) }, { strapping });
    const running = unpackRunning(stored.running);
    const lastWasError = running.lastTime !== null && running.lastErrorTime === running.lastTime;
    const fromReading = stored.reading === null || lastWasError ? null : levelState(model, stored.reading);
    if (fromReading) {
      // The amount as the new config reads it, so the next reading's usage is measured against it;
      // a reading the old config could not compute may compute now.
      running.lastAmount = fromReading.amountFull;
      if (running.lastInvalidTime === running.lastTime) running.lastInvalidTime = null;
    }
    const shown = fromReading ?? (running.lastAmount === null ? null : levelState(model, model.levelAt(running.lastAmount) ?? Number.NaN));
    const device = {
      late: ((stored.flags ?? 0) & DeviceFlag.Late) !== 0,
      lowBattery: stored.modelId !== null && isLowBattery(stored.modelId, stored.batteryStrength),
    };
    // MaintenanceDue is the maintenance sweep's, not the config's (docs/decisions/065-maintenance-due.md).
    const statuses = assetStatusesOfMask(
      assetStatusMask(assetStatuses(model, running, shown, device)) | (stored.statusMask & KEPT_STATUS_BITS),
    );
    await writeRestate(tx, assetUid, {
      state: shown,
      running: packRunning(running),
      stats: usageStatistics(model, running),
      status: statuses[0] as number,
      statusMask: assetStatusMask(statuses),
    });
  },
};
