// The Custom Alerts page's preview: a message template filled from a real tank of the folder, with
// the values the tank's own API answer gives, in the viewer's units and time zone (as each recipient
// gets them in theirs). Which alert it pretends to be depends on the message kind.
import type { AlertMessageValues } from '@ullage/domain/alerts/alert-messages';
import { AlertMessageKind, AlertType, alertTypeLabel, type AlertMessageKindId } from '@ullage/domain/alerts/alerts';
import { ConfigType } from '@ullage/domain/configs';
import { percentToDisplay } from '@ullage/domain/reports/display';
import type { AssetDto } from '@ullage/domain/tanks/api';
import { unitAbbreviation, UnitType } from '@ullage/domain/units';

/** The alert a preview of each kind of message shows. */
const SAMPLE_TYPE: Record<AlertMessageKindId, number> = {
  [AlertMessageKind.Company]: AlertType.PoExpiring,
  [AlertMessageKind.Tank]: AlertType.TankLevelCritical,
  [AlertMessageKind.MonitoredProperty]: AlertType.Connection,
  [AlertMessageKind.Switch]: AlertType.Switch,
  [AlertMessageKind.Pressure]: AlertType.Pressure,
  [AlertMessageKind.Temperature]: AlertType.TemperatureHigh,
};

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const n = (v: number) => numberFormat.format(v);

export interface PreviewContext {
  kindId: AlertMessageKindId;
  /** The folder the tank stands in, and its company. */
  siteLabel: string;
  companyLabel: string;
  /** Now, written in the viewer's time zone. */
  timeText: string;
  /** The portal's address (the link placeholder). */
  origin: string;
}

/** The placeholder values of a tank (values the tank has no reading for are left out: "-"). */
export function previewValuesOf(asset: AssetDto, ctx: PreviewContext): AlertMessageValues {
  const tank = asset.states.tank;
  const amountUnit =
    tank?.amountUnit === 'weight'
      ? unitAbbreviation(UnitType.Weight, asset.units.weightUnitId)
      : unitAbbreviation(UnitType.Volume, asset.units.volumeUnitId);
  const valueOf = (typeId: number) => asset.states.values.find((v) => v.typeId === typeId && v.value !== null)?.value ?? null;
  let value: string | undefined;
  if (ctx.kindId === AlertMessageKind.Temperature) {
    const t = valueOf(ConfigType.Temperature);
    if (t !== null) value = `${n(t)} °${unitAbbreviation(UnitType.Temperature, asset.units.temperatureUnitId).toUpperCase()}`;
  } else if (ctx.kindId === AlertMessageKind.Pressure) {
    const p = valueOf(ConfigType.Pressure);
    if (p !== null) value = n(p);
  } else if (ctx.kindId === AlertMessageKind.Switch) {
    const s = valueOf(ConfigType.Switch);
    if (s !== null) value = s ? 'on' : 'off';
  }
  const values: AlertMessageValues = {
    alert: `${alertTypeLabel(SAMPLE_TYPE[ctx.kindId])} raised`,
    tank: asset.label,
    site: ctx.siteLabel,
    company: ctx.companyLabel,
    time: ctx.timeText,
    link: `${ctx.origin}/asset?fuid=${asset.folderUid}&uid=${asset.uid}`,
  };
  if (tank?.percentFull !== null && tank?.percentFull !== undefined) values.level = `${Math.round(percentToDisplay(tank.percentFull))}%`;
  if (tank?.amountFull !== null && tank?.amountFull !== undefined) values.volume = `${n(tank.amountFull)} ${amountUnit}`;
  if (tank?.daysLeft !== null && tank?.daysLeft !== undefined) values.daysLeft = n(tank.daysLeft);
  if (asset.product) values.product = asset.product.name;
  if (value !== undefined) values.value = value;
  return values;
}
