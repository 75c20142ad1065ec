// The usage feature's front door: instance usage counted at home (docs/usage.md).
export { UsageCountingChoice } from './components/usage-counting-choice.tsx';
export { useUsageReporter } from './use-usage-reporter.ts';
