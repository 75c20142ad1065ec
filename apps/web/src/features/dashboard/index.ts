// The dashboard feature's front door: what other features and the app may use.
import './texts.ts';

export { DashboardBody } from './components/dashboard-body.tsx';
