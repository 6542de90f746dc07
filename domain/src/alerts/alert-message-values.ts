// What an alert message's placeholders say for one recipient (alert-messages.ts): the facts of an
// event, read once, worded in the recipient's units and time zone (a contact group's unitConfig and
// timeZoneConfig, issue 14). Shared by the delivery worker and the Custom Alerts preview.
import type { TimeZoneConfig, UnitConfig } from '../configs';
import { formatDateTime } from '../reports/display';
import { gmtOffsetText, timeZoneById } from '../time-zones';
import { utcOffsetHours } from '../time-zone-rules';
import {
  convertTemperature,
  convertVolume,
  convertWeight,
  TemperatureUnit,
  unitAbbreviation,
  UnitType,
  VolumeUnit,
  WeightUnit,
} from '../units';
import { AlertEventState, type AlertEventStateId } from './alert-api';
import { ALERT_SMS_MAX, renderAlertMessage, type AlertMessageValues } from './alert-messages';
import { AlertType, alertTypeLabel } from './alerts';

/** The facts of one event, in stored units (gallons or pounds, °F), before any recipient. */
export interface AlertMessageFacts {
  typeId: number;
  stateId: AlertEventStateId;
  /** The tank's or device's label. */
  entityLabel: string;
  siteLabel: string | null;
  companyLabel: string | null;
  productLabel: string | null;
  percentFull: number | null;
  /** Gallons, or pounds for a tank measured by weight. */
  amount: number | null;
  amountUnit: 'volume' | 'weight';
  daysLeft: number | null;
  /** The event's value: °F for temperatures, the sensor's own unit for pressure, 1/0 for a switch. */
  value: number | null;
  /** A worded value given by the evaluation (a switch's "Open"), shown as it is. */
  valueText: string | null;
  /** The pressure's unit label, when known ("PSI"). */
  valueUnit: string | null;
  occurredAt: Date;
  link: string | null;
}

export interface AlertRecipientSettings {
  unitConfig: UnitConfig;
  timeZoneConfig: TimeZoneConfig;
}

const TEMPERATURE_TYPES: readonly number[] = [AlertType.TemperatureLow, AlertType.TemperatureNormal, AlertType.TemperatureHigh];

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
// One formatter for every message: toLocaleString with options builds a new one at each call.
const thousandsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const thousands = (x: number) => thousandsFormat.format(x);

/** "3/5/2026 2:32 PM EST": the instant on the recipient's clock, with the zone's name or offset. */
export function alertTimeText(at: Date, tz: TimeZoneConfig): string {
  const zone = timeZoneById(tz.timeZoneId);
  const offset = utcOffsetHours(tz.timeZoneId, tz.observeDst, at);
  const name = zone && offset === zone.gmtOffsetHours ? zone.abbreviation : gmtOffsetText(offset);
  return `${formatDateTime(at, offset)} ${name}`;
}

function volumeText(facts: AlertMessageFacts, units: UnitConfig): string | undefined {
  if (facts.amount === null) return undefined;
  if (facts.amountUnit === 'weight') {
    const v = convertWeight(facts.amount, WeightUnit.Pounds, units.weightUnitId);
    return `${thousands(round(v, 1))} ${unitAbbreviation(UnitType.Weight, units.weightUnitId)}`;
  }
  const v = convertVolume(facts.amount, VolumeUnit.Gallons, units.volumeUnitId);
  return `${thousands(round(v, 1))} ${unitAbbreviation(UnitType.Volume, units.volumeUnitId)}`;
}

function valueText(facts: AlertMessageFacts, units: UnitConfig): string | undefined {
  if (facts.valueText) return facts.valueText;
  if (facts.value === null) return undefined;
  if (TEMPERATURE_TYPES.includes(facts.typeId)) {
    const v = convertTemperature(facts.value, TemperatureUnit.Fahrenheit, units.temperatureUnitId);
    const abbr = unitAbbreviation(UnitType.Temperature, units.temperatureUnitId).toUpperCase();
    return `${round(v, 1)} ${abbr === 'K' ? 'K' : `°${abbr}`}`;
  }
  if (facts.typeId === AlertType.Switch) return facts.value ? 'On' : 'Off';
  const n = String(round(facts.value, 2));
  return facts.valueUnit ? `${n} ${facts.valueUnit}` : n;
}

/** Every placeholder's text for one recipient; a fact the event does not have is left out ("-"). */
export function alertMessageValues(facts: AlertMessageFacts, recipient: AlertRecipientSettings): AlertMessageValues {
  const state = facts.stateId === AlertEventState.Cleared ? 'cleared' : 'raised';
  const values: AlertMessageValues = {
    alert: `${alertTypeLabel(facts.typeId)} ${state}`,
    tank: facts.entityLabel,
    time: alertTimeText(facts.occurredAt, recipient.timeZoneConfig),
  };
  if (facts.siteLabel) values.site = facts.siteLabel;
  if (facts.companyLabel) values.company = facts.companyLabel;
  if (facts.productLabel) values.product = facts.productLabel;
  if (facts.percentFull !== null) values.level = `${round(facts.percentFull, 1)}%`;
  if (facts.daysLeft !== null) values.daysLeft = String(Math.max(0, Math.floor(facts.daysLeft)));
  if (facts.link) values.link = facts.link;
  const volume = volumeText(facts, recipient.unitConfig);
  if (volume) values.volume = volume;
  const value = valueText(facts, recipient.unitConfig);
  if (value) values.value = value;
  return values;
}

export interface RenderedAlertMessage {
  subject: string;
  body: string;
  /** The SMS text: the subject, cut to ALERT_SMS_MAX characters. */
  sms: string;
}

export function renderAlertMessageFor(
  template: { subject: string; body: string },
  facts: AlertMessageFacts,
  recipient: AlertRecipientSettings,
): RenderedAlertMessage {
  const values = alertMessageValues(facts, recipient);
  const subject = renderAlertMessage(template.subject, values).replace(/\s+/g, ' ').trim();
  const body = renderAlertMessage(template.body, values);
  const sms = subject.length <= ALERT_SMS_MAX ? subject : `${subject.slice(0, ALERT_SMS_MAX - 1)}\u2026`;
  return { subject, body, sms };
}
