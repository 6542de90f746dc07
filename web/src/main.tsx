import { installSpecErrorMap } from '@ullage/domain/validation';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import { applyColorScheme } from './lib/theme';
import './styles/themes.css';
import './styles/base.css';
import './styles/brand-themes.css';

// Before the first render, so the first paint already has the right theme.
applyColorScheme();
// spec 001 §5: every form message in the '{field display name}: {rule text}' form (ADR 007).
installSpecErrorMap();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
