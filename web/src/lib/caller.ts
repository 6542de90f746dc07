// Who is signed in, as the screens inside the signed-in frame need it (permissions, rank, units,
// time zone, base folder). The signed-in layout provides it from the session, so a feature mounted
// by another (a panel in a page) knows the caller without importing the auth feature.
import type { TimeZoneConfig, UnitConfig, UserConfig } from '@ullage/domain/configs';
import { createContext, useContext } from 'react';

export interface Caller {
  userUid: number;
  roleRank: number;
  permissions: ReadonlySet<number>;
  baseFolderUid: number;
  units: UnitConfig;
  timeZone: TimeZoneConfig;
  userConfig: Omit<UserConfig, 'password'>;
}

export const CallerContext = createContext<Caller | null>(null);

export function useCaller(): Caller {
  const caller = useContext(CallerContext);
  if (!caller) throw new Error('useCaller outside the signed-in frame');
  return caller;
}
