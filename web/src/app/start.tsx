// The app itself: React, the router and the first screen, imported by the entry (../main.tsx) once
// a signed-in page's first call is on its way. index.html preloads this chunk and its imports beside
// the entry (web/vite.config.ts, preloadApp), so nothing waits for the entry to ask for them.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
