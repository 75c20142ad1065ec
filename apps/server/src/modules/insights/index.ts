// The insights module's front door: what other modules and the app may use.
export { registerInsights } from './register-insights.ts';
