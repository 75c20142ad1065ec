import { appQueryClient } from './app/start-first-calls.ts';
import './app/styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { shareCspNonce } from './lib/csp-nonce.ts';

shareCspNonce();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={appQueryClient} />
  </StrictMode>,
);
