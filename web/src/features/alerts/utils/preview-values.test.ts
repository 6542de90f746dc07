import { DEFAULT_ALERT_MESSAGES, renderAlertMessage } from '@ullage/domain/alerts/alert-messages';
import { AlertMessageKind } from '@ullage/domain/alerts/alerts';
import { ConfigType } from '@ullage/domain/configs';
import type { AssetDto } from '@ullage/domain/tanks/api';
import { TemperatureUnit, VolumeUnit } from '@ullage/domain/units';
import { describe, expect, it } from 'vitest';
import { previewValuesOf } from './preview-values';

const asset = {
  uid: 31,
  label: 'Smith farm 500',
  folderUid: 12,
  product: { uid: 4, name: 'Propane', sku: 'LP', className: null },
  units: { volumeUnitId: VolumeUnit.Liters, weightUnitId: 1, temperatureUnitId: TemperatureUnit.Celsius, dimensionUnitId: 1 },
  states: {
    tank: { amountUnit: 'volume', percentFull: 0.184, amountFull: 348.27, daysLeft: 4.26 },
    values: [
      {
        configId: 2,
        typeId: ConfigType.Temperature,
        label: 'Temp',
        readingDate: '2026-01-01T00:00:00',
        value: -3.25,
        zone: null,
        statusColor: null,
      },
    ],
  },
} as unknown as AssetDto;

const ctx = { siteLabel: 'Smith Farm', companyLabel: 'Acme Propane', timeText: '1/5/2026 9:30 AM', origin: 'https://portal.example' };

describe('the message preview', () => {
  it("fills a tank message from the tank's answer, in the viewer's units", () => {
    const values = previewValuesOf(asset, { ...ctx, kindId: AlertMessageKind.Tank });
    const { subject, body } = DEFAULT_ALERT_MESSAGES[AlertMessageKind.Tank];
    expect(renderAlertMessage(subject, values)).toBe('Tank Level Critical raised: Smith farm 500 at 18%');
    expect(renderAlertMessage(body, values)).toBe(
      'Tank Level Critical raised for Smith farm 500 at Smith Farm: level 18%, 348.3 ltr of Propane, 4.3 days left (1/5/2026 9:30 AM). https://portal.example/asset?fuid=12&uid=31',
    );
  });

  it('shows the temperature for a temperature message, and "-" for what the tank does not report', () => {
    expect(renderAlertMessage('{{alert}}: {{value}}', previewValuesOf(asset, { ...ctx, kindId: AlertMessageKind.Temperature }))).toBe(
      'Temperature High raised: -3.3 °C',
    );
    expect(renderAlertMessage('{{value}}', previewValuesOf(asset, { ...ctx, kindId: AlertMessageKind.Pressure }))).toBe('-');
  });
});
