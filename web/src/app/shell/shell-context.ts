// What the signed-in frame hands the screens routed inside it (React Router outlet context).
import type { Session } from '@ullage/domain/people/session-api';
import { useOutletContext } from 'react-router';
import type { NodeRef } from './node-routes';

export interface ShellContext {
  session: Session;
  /** The selected folder and the selected entity in it (uid === fuid for the folder). */
  selection: { fuid: number; uid: number };
  nodeHref: (node: NodeRef) => string;
  openNode: (node: NodeRef) => void;
  /** spec 001 §9: M/D/YYYY 12-hour time, in the user's time zone. */
  formatDateTime: (at: Date) => string;
}

export function useShell(): ShellContext {
  return useOutletContext<ShellContext>();
}
