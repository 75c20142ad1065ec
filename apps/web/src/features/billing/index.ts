// The billing feature's front door: what the app and other features may use.
export { BillingTab } from './components/billing-tab.tsx';
