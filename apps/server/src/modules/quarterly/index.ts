// The quarterly module's front door: what other modules and the app may use.
export { registerQuarterly } from './register-quarterly.ts';
