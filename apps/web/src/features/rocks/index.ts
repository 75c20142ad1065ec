// The rocks feature's front door: what other features and the app may use.

export { AddRockPanel } from './components/add-rock-panel.tsx';
export { RockList } from './components/rock-list.tsx';
export { RockListSection } from './components/rock-list-section.tsx';
export { ROCK_STATUS_COLORS, ROCK_STATUS_KEYS } from './components/rock-options.ts';
