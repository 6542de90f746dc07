// spec 001 §7 Asset History calls (usage by day and weekday, tank and value state history) and
// History/Fill: an asset's history, read in the caller's scope and shown in its units.
import { ConfigType } from '@ullage/domain/configs';
import { DAYS_OF_WEEK } from '@ullage/domain/alerts/schedules';
import { centralDay, dayText, weekdayOfDay } from '@ullage/domain/tanks/tank-state';
import { FALSE_FILL_IN_ANALYSIS_MESSAGE } from '@ullage/domain/tanks/api';
import type { RowPage } from '../../lib/continuation';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import type { Units } from '../units';
import { amountUnitOf, fillDto, tankReadingDto, usageDayDto, valueReadingDto } from './asset-mapping';
import type { AssetRepository, AssetRow } from './asset.repository';

export interface AssetHistoryDeps {
  scope: Scope;
  units: Units;
  /** An asset the caller may read, or NotFound (the asset service's). */
  load: (caller: Caller, uid: number) => Promise<AssetRow>;
}

export function createAssetHistory(
  repo: Pick<AssetRepository, 'usageDays' | 'sensorsOfAsset' | 'readings' | 'fills' | 'fill' | 'setFillIncluded'>,
  deps: AssetHistoryDeps,
) {
  const { scope, units, load } = deps;

  async function usageByDay(caller: Caller, uid: number, from: Date, to: Date) {
    const row = await load(caller, uid);
    const cv = await units.converterFor(caller);
    const unit = amountUnitOf(row);
    const days = await repo.usageDays(uid, dayText(centralDay(from.getTime())), dayText(centralDay(to.getTime())));
    return { units: cv.units, amountUnit: unit, days: days.map((d) => usageDayDto(d, cv, unit)) };
  }

  async function usageByWeekday(caller: Caller, uid: number, from: Date, to: Date) {
    const byDay = await usageByDay(caller, uid, from, to);
    const weekdays = DAYS_OF_WEEK.map((d, weekday) => {
      const days = byDay.days.filter((x) => weekdayOfDay(Math.floor(Date.parse(`${x.date}T00:00:00Z`) / 86_400_000)) === weekday);
      return {
        weekday,
        label: d.label,
        avgUsage: days.length ? days.reduce((n, x) => n + x.usage, 0) / days.length : null,
        days: days.length,
      };
    });
    return { units: byDay.units, amountUnit: byDay.amountUnit, weekdays };
  }

  // The capped calls answer { answer, next } (docs/decisions/062-row-caps.md).
  async function tankStateHistory(caller: Caller, uid: number, from: Date, to: Date, page: RowPage) {
    const row = await load(caller, uid);
    const cv = await units.converterFor(caller);
    const unit = amountUnitOf(row);
    const sensors = await repo.sensorsOfAsset(uid, [ConfigType.AssetTank]);
    const { rows, next } = await repo.readings(uid, sensors, from, to, page);
    return { answer: { units: cv.units, amountUnit: unit, states: rows.map((r) => tankReadingDto(r, cv, unit)) }, next };
  }

  async function valueStateHistory(caller: Caller, uid: number, configTypeId: number, from: Date, to: Date, page: RowPage) {
    const row = await load(caller, uid);
    const cv = await units.converterFor(caller);
    const sensors = await repo.sensorsOfAsset(uid, [configTypeId]);
    const configId = row.configs.find((c) => c.typeId === configTypeId)?.id ?? 0;
    const { rows, next } = await repo.readings(uid, sensors, from, to, page);
    return { answer: { units: cv.units, states: rows.map((r) => valueReadingDto(r, cv, configId, configTypeId)) }, next };
  }

  async function fills(caller: Caller, target: { assetUid: number } | { folderUid: number }, from: Date, to: Date, page: RowPage) {
    const cv = await units.converterFor(caller);
    if ('assetUid' in target) await load(caller, target.assetUid);
    else await scope.requireRead(caller, target.folderUid, 'Folder');
    const { rows, next } = await repo.fills(target, from, to, page);
    return { answer: { units: cv.units, fills: rows.map((r) => fillDto(r, cv)) }, next };
  }

  /** PUT AssetFill/{id}: the fill's tank must be the caller's to edit (404 outside the scope, named
   * by the fill's id so no asset uid leaks). */
  async function setFillIncluded(caller: Caller, id: number, include: boolean) {
    const row = await repo.fill(id);
    if (!row) throw new NotFoundError(`Fill ${id} was not found.`);
    await scope.requireWrite(caller, row.assetUid, 'Fill', id);
    if (include && row.falseFill)
      throw new BadRequestError(FALSE_FILL_IN_ANALYSIS_MESSAGE, { includeInAnalysis: [FALSE_FILL_IN_ANALYSIS_MESSAGE] });
    if (row.includeInAnalysis !== include) await repo.setFillIncluded(id, include);
    const cv = await units.converterFor(caller);
    return { units: cv.units, fill: fillDto({ ...row, includeInAnalysis: include }, cv) };
  }

  return { usageByDay, usageByWeekday, tankStateHistory, valueStateHistory, fills, setFillIncluded };
}
