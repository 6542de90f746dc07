// A user's information tab (spec 000 §2 /user): name, contact details, role, base folder, units,
// time zone and multi-factor sign-in.
import { countryName } from '@ullage/domain/countries';
import { MfaType } from '@ullage/domain/people/mfa';
import type { UserDto } from '@ullage/domain/people/users-api';
import { timeZoneDisplayName } from '@ullage/domain/time-zones';
import { DIMENSION_UNITS, TEMPERATURE_UNITS, VOLUME_UNITS, WEIGHT_UNITS } from '@ullage/domain/units';
import { useMobileCarriers } from '../api/get-mobile-carriers';

const labelOf = (list: readonly { id: number; label: string }[], id: number) => list.find((u) => u.id === id)?.label ?? 'Unknown';

export function UserInformation({ user }: { user: UserDto }) {
  const carriers = useMobileCarriers();
  const c = user.contact?.config;
  const carrier = c?.mobileCarrierId ? carriers.data?.find((m) => m.id === c.mobileCarrierId)?.name : undefined;
  const u = user.unitConfig;
  const rows: [string, string][] = [
    ['Username', user.userName],
    ['Name', c ? `${c.firstName} ${c.lastName}`.trim() : ''],
    ['Email Address', c?.emailAddress ?? ''],
    ['Phone Number', c?.phoneNumber ? `${c.phoneNumber}${c.extension ? ` x${c.extension}` : ''}` : ''],
    ['Mobile Number', c?.mobileNumber ? `${c.mobileNumber}${carrier ? ` (${carrier})` : ''}` : ''],
    ['Country', c ? countryName(c.countryId) : ''],
    ['Security Role', user.roleLabel],
    ['Base folder', user.baseFolderLabel],
    [
      'Units',
      `${labelOf(VOLUME_UNITS, u.volumeUnitId)}, ${labelOf(DIMENSION_UNITS, u.dimensionUnitId)}, ${labelOf(WEIGHT_UNITS, u.weightUnitId)}, ${labelOf(TEMPERATURE_UNITS, u.temperatureUnitId)}`,
    ],
    [
      'Time Zone',
      `${timeZoneDisplayName(user.timeZoneConfig.timeZoneId)}${user.timeZoneConfig.observeDst ? ', observing daylight saving time' : ''}`,
    ],
    [
      'Multi-factor sign-in',
      user.mfaTypeId === MfaType.App ? 'Authenticator app' : user.mfaTypeId === MfaType.Message ? 'Code by message' : 'Off',
    ],
    ['Password', user.passwordSet ? 'Set' : 'Not set yet (invitation unused)'],
    ['Active', user.active ? 'Yes' : 'No'],
  ];
  return (
    <dl className="facts" aria-label="User information">
      {rows.map(([k, v]) => (
        <div key={k} className="facts-row">
          <dt>{k}</dt>
          <dd>{v || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
