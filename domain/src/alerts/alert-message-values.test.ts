import { describe, expect, it } from 'vitest';
import { AlertEventState } from './alert-api';
import { alertTimeText, renderAlertMessageFor, type AlertMessageFacts } from './alert-message-values';
import { DEFAULT_ALERT_MESSAGES, ALERT_SMS_MAX } from './alert-messages';
import { AlertMessageKind, AlertType } from './alerts';

const facts: AlertMessageFacts = {
  typeId: AlertType.TankLevelCritical,
  stateId: AlertEventState.Raised,
  entityLabel: 'Smith Farm 500',
  siteLabel: 'Smith Farm',
  companyLabel: 'Propane Distributor',
  productLabel: 'Propane',
  percentFull: 18.04,
  amount: 1000,
  amountUnit: 'volume',
  daysLeft: 3.7,
  value: 18,
  valueText: null,
  valueUnit: null,
  occurredAt: new Date('2026-07-15T12:30:00Z'),
  link: 'https://portal.example/asset?fuid=1&uid=2',
};
const gallonsEastern = {
  unitConfig: { volumeUnitId: 1, dimensionUnitId: 1, temperatureUnitId: 1, weightUnitId: 1 },
  timeZoneConfig: { timeZoneId: 1, observeDst: true },
} as const;
const litersCelsius = {
  unitConfig: { volumeUnitId: 2, dimensionUnitId: 1, temperatureUnitId: 2, weightUnitId: 2 },
  timeZoneConfig: { timeZoneId: 1, observeDst: false },
} as const;

describe('alert messages for a recipient', () => {
  it('words the default tank message in the recipient units and time zone', () => {
    const m = renderAlertMessageFor(DEFAULT_ALERT_MESSAGES[AlertMessageKind.Tank], facts, gallonsEastern);
    expect(m.subject).toBe('Tank Level Critical raised: Smith Farm 500 at 18%');
    // July in New York: summer time, shown by its offset.
    expect(m.body).toBe(
      'Tank Level Critical raised for Smith Farm 500 at Smith Farm: level 18%, 1,000 gal of Propane, 3 days left (7/15/2026 8:30 AM GMT-04:00). https://portal.example/asset?fuid=1&uid=2',
    );
    const metric = renderAlertMessageFor({ subject: '{{volume}}', body: '{{time}}' }, facts, litersCelsius);
    expect(metric.subject).toBe('3,785.4 ltr');
    expect(metric.body).toBe('7/15/2026 7:30 AM EST');
  });

  it('converts temperatures, words a switch and a cleared event, and leaves a missing fact as "-"', () => {
    const hot = { ...facts, typeId: AlertType.TemperatureHigh, value: 104 };
    expect(renderAlertMessageFor({ subject: '{{value}}', body: '' }, hot, litersCelsius).subject).toBe('40 °C');
    const sw = { ...facts, typeId: AlertType.Switch, value: 1, stateId: AlertEventState.Cleared };
    expect(renderAlertMessageFor({ subject: '{{alert}}: {{value}}', body: '' }, sw, gallonsEastern).subject).toBe('Switch cleared: On');
    const device = { ...facts, percentFull: null, amount: null, daysLeft: null, productLabel: null };
    expect(renderAlertMessageFor({ subject: '{{level}} {{volume}} {{product}}', body: '' }, device, gallonsEastern).subject).toBe('- - -');
  });

  it('cuts the SMS to its length', () => {
    const long = renderAlertMessageFor({ subject: `${'x'.repeat(200)} {{tank}}`, body: '' }, facts, gallonsEastern);
    expect(long.sms).toHaveLength(ALERT_SMS_MAX);
    expect(long.sms.endsWith('\u2026')).toBe(true);
  });

  it('names the zone in standard time and the offset in summer time', () => {
    expect(alertTimeText(new Date('2026-01-15T12:30:00Z'), { timeZoneId: 1, observeDst: true })).toBe('1/15/2026 7:30 AM EST');
  });
});
