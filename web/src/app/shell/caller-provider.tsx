// The caller (lib/caller.ts) for everything inside the signed-in frame, from the session.
import type { Session } from '@ullage/domain/people/session-api';
import { useMemo, type ReactNode } from 'react';
import { CallerContext, type Caller } from '../../lib/caller';

export function CallerProvider({ session, children }: { session: Session; children: ReactNode }) {
  const caller = useMemo<Caller>(
    () => ({
      userUid: session.userUid,
      roleRank: session.roleRank,
      permissions: new Set(session.permissions),
      baseFolderUid: session.baseFolderUid,
      units: session.unitConfig,
      timeZone: session.timeZoneConfig,
      userConfig: session.userConfig,
    }),
    [session],
  );
  return <CallerContext.Provider value={caller}>{children}</CallerContext.Provider>;
}
