// The headlines feature's front door: what other features and the app may use.

export { HeadlineList } from './components/headline-list.tsx';
export { HeadlineListSection } from './components/headline-list-section.tsx';
export { HEADLINE_STATUS_KEYS } from './components/use-headline-texts.ts';
