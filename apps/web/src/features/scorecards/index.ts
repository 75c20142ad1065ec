// The scorecards feature's front door: what other features and the app may use.
export { useAddMeasuredValue } from './api/add-measured-value.ts';
export { scorecardGridQueryOptions } from './api/get-scorecard-grid.ts';
export { useScorecardsOfMeetings } from './api/get-scorecards-of-meetings.ts';
export { DecimalsField } from './components/decimals-field.tsx';
export { FormulaErrorMark } from './components/formula-error-mark.tsx';
export type { TCellView } from './components/grid-values.ts';
export { cellViewOf, valuesByPeriod } from './components/grid-values.ts';
export { MeasurableSparkline } from './components/measurable-sparkline.tsx';
export { periodName } from './components/period-name.ts';
export { ScorecardPanel } from './components/scorecard-panel.tsx';
export { scaleOptions, unitOptions } from './components/value-options.ts';
