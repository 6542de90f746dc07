// The explorer's selection is the URL's fuid and uid (spec 000 §2: entity routes take fuid and
// uid), so a link or a reload shows the same thing. Without them: spec 000 §4 "the start folder is
// the latest recent folder or the user's base folder", and "the last selected folder is restored if
// it still exists, otherwise the base folder" (spec 000 §8: a console warning only).
import type { Session } from '@ullage/domain/people/session-api';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { forgetLastFolder, readLastFolder } from '../../lib/folder-history';

const positive = (text: string | null) => {
  const n = Number(text);
  return text !== null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export function useSelection(session: Session): { fuid: number; uid: number } {
  const [params] = useSearchParams();
  const fuid = positive(params.get('fuid'));
  const uid = positive(params.get('uid'));
  const [last] = useState(() => readLastFolder(session.userUid));
  const check = useNavigationNode(fuid === undefined && last !== undefined && last !== session.baseFolderUid ? last : undefined);
  const lastGone = check.isError;

  useEffect(() => {
    if (!lastGone) return;
    console.warn(`The last selected folder (${last}) no longer exists or is out of reach; showing the base folder instead.`);
    forgetLastFolder(session.userUid);
  }, [lastGone, last, session.userUid]);

  if (fuid !== undefined) return { fuid, uid: uid ?? fuid };
  const start = last !== undefined && !lastGone ? last : session.baseFolderUid;
  return { fuid: start, uid: start };
}
