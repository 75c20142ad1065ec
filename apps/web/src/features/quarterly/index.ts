// The quarterly feature's front door: what other features and the app may use.
export { QuarterlyPage } from './pages/quarterly-page.tsx';
