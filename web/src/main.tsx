// The entry: what must come before anything renders, then the app (./app/start.tsx). Kept small
// and free of React: a module runs only once every module it imports has arrived, so the summary's
// call started here leaves while React, the router and the signed-in chunks are still downloading
// instead of after them (issue 21, docs/decisions/073-first-paint-bytes.md).
import { startEarlyCalls } from './app/early-calls';
import { prepareForCsp } from './lib/csp';
import { applyColorScheme } from './lib/color-scheme';
import './styles/themes.css';
import './styles/base.css';
import './styles/brand-themes.css';

// Before the first render, so the first paint already has the right theme.
applyColorScheme();
prepareForCsp();
startEarlyCalls(window.location);
void import('./app/start');
