import './app/styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app.tsx';
import { shareCspNonce } from './lib/csp-nonce.ts';

// zod's compiled parsers probe `new Function`, which the strict CSP refuses (script-src 'self'):
// parse without them.
z.config({ jitless: true });
shareCspNonce();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
