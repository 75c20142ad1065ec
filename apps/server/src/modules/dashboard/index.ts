// The dashboard module's front door: what other modules and the app may use.
export { registerDashboard } from './register-dashboard.ts';
