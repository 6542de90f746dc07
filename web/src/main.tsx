import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startEarlyCalls } from './app/early-calls';
import { prepareForCsp } from './lib/csp';
import { createQueryClient } from './lib/query-client';
import { applyColorScheme } from './lib/theme';
import './styles/themes.css';
import './styles/base.css';
import './styles/brand-themes.css';

// Before the first render, so the first paint already has the right theme.
applyColorScheme();
prepareForCsp();
startEarlyCalls(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
