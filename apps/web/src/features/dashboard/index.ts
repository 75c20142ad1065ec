// The dashboard feature's front door: what other features and the app may use.
import './texts.ts';

export { DashboardWidgets } from './components/dashboard-widgets.tsx';
export { GettingStartedCard } from './components/getting-started-card.tsx';
