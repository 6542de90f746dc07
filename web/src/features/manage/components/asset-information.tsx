// The asset's information tab: what a dispatcher wants at a glance (spec 001 §3.4 tank and usage
// states, §4 statuses and zones, §9 colours and units): how full, how much, how much room, how long
// it lasts, its last reading and fill, its product and address, and the devices feeding it.
import type { AssetDto } from '@ullage/domain/tanks/api';
import { assetStatusLabel } from '@ullage/domain/tanks/asset-status';
import { ConfigType, tankZoneThresholds } from '@ullage/domain/configs';
import { ageText } from '@ullage/domain/reports/display';
import { parseCentralTimestamp } from '@ullage/domain/time-zones';
import { unitAbbreviation, UnitType } from '@ullage/domain/units';
import { ZONES } from '@ullage/domain/tanks/zones';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAssetDevices } from '../api/get-asset-devices';
import { useFolder } from '../api/get-folder';
import { useManageEnvironment } from './manage-environment';
import { addressText, formatNumber } from '../utils/format';
import { Facts } from './facts';
import { TankGauge } from './tank-gauge';
import { MaintenancePlan } from './maintenance-plan';
import { ManageTable } from './manage-table';

/** `customer`: the people to call about the tank, from its site (composed by the app layer). Its
 * maintenance plan may be changed here (an information field, docs/decisions/065). `forecast`: its
 * degree-day forecast beside the plain average (composed by the app layer, docs/decisions/093). */
export function AssetInformation({
  asset,
  customer,
  forecast,
  folderReadOnly,
}: {
  asset: AssetDto;
  customer?: ReactNode;
  forecast?: (assetUid: number, unit: string) => ReactNode;
  folderReadOnly: boolean;
}) {
  const env = useManageEnvironment();
  const devices = useAssetDevices(asset.uid);
  const folder = useFolder(asset.folderUid);
  const [now] = useState(() => Date.now());
  const tank = asset.states.tank;
  const usage = asset.states.usage;
  const unit =
    tank?.amountUnit === 'weight'
      ? unitAbbreviation(UnitType.Weight, asset.units.weightUnitId)
      : unitAbbreviation(UnitType.Volume, asset.units.volumeUnitId);
  const amount = (v: number | null | undefined) => (v === null || v === undefined ? '' : `${formatNumber(v)} ${unit}`);
  const tankConfig = asset.configs.find((c) => c.typeId === ConfigType.AssetTank) as
    { zones?: { type: number; value: number }[]; tank?: { ullagePercent?: number } } | undefined;
  const zones = tankConfig?.zones ? tankZoneThresholds({ zones: tankConfig.zones }) : undefined;
  const readAt = tank?.readingDate ? parseCentralTimestamp(tank.readingDate) : null;
  const zone = ZONES.find((z) => z.id === tank?.zone);

  return (
    <div className="manage-info">
      <div className="manage-info-top">
        <TankGauge
          percentFull={tank?.percentFull ?? null}
          statusColor={tank?.statusColor ?? null}
          warning={zones?.warning}
          critical={zones?.critical}
          maxFill={tankConfig?.tank?.ullagePercent}
        />
        <Facts
          items={[
            ['Volume', amount(tank?.amountFull)],
            ['Capacity', amount(tank?.capacity)],
            ['Ullage', amount(tank?.ullage)],
            ['Room to max fill', amount(tank?.adjustedUllage)],
            ['Days left', tank?.daysLeft === null || tank?.daysLeft === undefined ? '' : formatNumber(tank.daysLeft)],
            ['Average daily use', amount(usage?.avgDaily)],
            ['Status', asset.states.statuses.map(assetStatusLabel).join(', ')],
            [
              'Zone',
              zone ? (
                <span className="zone-chip">
                  <span className="zone-swatch" style={{ background: tank?.statusColor ?? zone.color }} aria-hidden="true" />
                  {zone.label}
                </span>
              ) : (
                ''
              ),
            ],
            ['Last reading', readAt ? `${env.formatDateTime(readAt)} (${ageText((now - readAt.getTime()) / 1000)} ago)` : 'No reading yet'],
            ['Last fill', tank?.lastFillDate ? `${amount(tank.lastFillAmount)} on ${env.formatDateTime(tank.lastFillDate)}` : ''],
            [
              'Level',
              tank?.inchesFull === null || tank?.inchesFull === undefined
                ? ''
                : `${formatNumber(tank.inchesFull)} ${unitAbbreviation(UnitType.Dimension, asset.units.dimensionUnitId)}`,
            ],
            ['Product', asset.product ? `${asset.product.name} (${asset.product.sku})` : ''],
            ['Address', folder.data ? addressText(folder.data.addressConfig) : ''],
            ...asset.states.values.map((v): [string, string] => [
              v.label || 'Value',
              v.value === null
                ? ''
                : v.typeId === ConfigType.Temperature
                  ? `${formatNumber(v.value)} °${unitAbbreviation(UnitType.Temperature, asset.units.temperatureUnitId).toUpperCase()}`
                  : formatNumber(v.value),
            ]),
          ]}
        />
      </div>

      {tank && forecast?.(asset.uid, unit)}

      <MaintenancePlan asset={asset} folderReadOnly={folderReadOnly} />

      {customer}

      <section aria-labelledby="asset-devices-title">
        <h3 id="asset-devices-title" className="section-title">
          Devices feeding it
        </h3>
        <ManageTable
          label="Devices feeding it"
          items={devices.data}
          isPending={devices.isPending}
          empty="No device feeds this asset."
          columns={['Device', 'Serial number', 'Model', 'Last call-in']}
          rowKey={(d) => d.uid}
          cells={(d) => [
            <Link key="link" to={`/device?fuid=${d.folderUid}&uid=${d.uid}`}>
              {d.label}
            </Link>,
            d.serialNumber,
            d.modelName,
            env.formatDateTime(d.lastReadingDate),
          ]}
        />
      </section>
    </div>
  );
}
