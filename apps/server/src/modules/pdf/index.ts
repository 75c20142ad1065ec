// The pdf module's front door: what other modules and the app may use.
export { registerPdf } from './register-pdf.ts';
