// The insights feature's front door: what other features and the app may use.
export { InsightsPage } from './pages/insights-page.tsx';
