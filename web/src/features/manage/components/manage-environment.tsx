// What the manage screens need to know about the signed-in user, handed in by the app layer (the
// session belongs to the auth feature): permissions, units (spec 001 §9 "Conversions apply per user
// unit settings") and time zone (values in the viewer's time zone).
import type { DisplayUnits } from '@ullage/domain/reports/display';
import { formatDateTime as formatAt } from '@ullage/domain/reports/display';
import { parseCentralTimestamp, utcOffsetHours } from '@ullage/domain/time-zones';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface ManageEnvironment {
  permissions: readonly number[];
  units: DisplayUnits;
  timeZone: { timeZoneId: number; observeDst: boolean };
}

interface ManageTools extends ManageEnvironment {
  /** spec 001 §9: M/D/YYYY 12-hour time in the user's time zone; '' for nothing. */
  formatDateTime: (at: Date | string | null | undefined) => string;
  /** The user's offset from UTC at an instant, in hours. */
  offsetHours: (at: Date) => number;
}

const Context = createContext<ManageTools | null>(null);

export function ManageEnvironmentProvider({ value, children }: { value: ManageEnvironment; children: ReactNode }) {
  const tools = useMemo<ManageTools>(() => {
    const offsetHours = (at: Date) => utcOffsetHours(value.timeZone.timeZoneId, value.timeZone.observeDst, at);
    return {
      ...value,
      offsetHours,
      formatDateTime: (at) => {
        const d = typeof at === 'string' ? parseCentralTimestamp(at) : (at ?? null);
        return d ? formatAt(d, offsetHours(d)) : '';
      },
    };
  }, [value]);
  return <Context.Provider value={tools}>{children}</Context.Provider>;
}

export function useManageEnvironment(): ManageTools {
  const tools = useContext(Context);
  if (!tools) throw new Error('useManageEnvironment outside ManageEnvironmentProvider');
  return tools;
}
