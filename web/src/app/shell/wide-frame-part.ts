// The wide frame's chunk (./wide-frame.tsx), loaded beside the signed-in frame when the window is
// wide (app/router.tsx) or when it becomes wide.
import { BREAKPOINTS } from '@ullage/domain/constants';
import { deferred } from '../../lib/deferred';

export const wideFrame = deferred(() => import('./wide-frame'));

/** Under the md breakpoint: the compact header and the explorer drawer (ADR 070). */
export const NARROW_QUERY = `(max-width: ${BREAKPOINTS.md - 1}px)`;

/** Whether the window is wide now (the signed-in route loads the wide frame with its own chunk). */
// (Without matchMedia, as useMediaQuery has it: not narrow.)
export const isWideNow = () => typeof window.matchMedia !== 'function' || !window.matchMedia(NARROW_QUERY).matches;
