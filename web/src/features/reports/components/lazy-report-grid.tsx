// The report grid and AG Grid load on first use only (vite.config.ts puts AG Grid in its own
// vendor chunk), so the login page and the pages without a grid never download them. Render it
// inside a <Suspense>.
import { lazy } from 'react';

export const LazyReportGrid = lazy(async () => ({ default: (await import('./report-grid')).ReportGrid }));
