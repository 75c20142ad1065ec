import { z } from 'zod';

// zod's compiled parsers probe `new Function` when a schema is made, which the strict CSP refuses
// (script-src 'self') and reports as a violation. This module is main.tsx's first import, so the
// switch is set before any module builds a schema.
z.config({ jitless: true });
