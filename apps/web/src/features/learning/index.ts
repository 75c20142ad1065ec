// The learning centre's front door: its page (the router names it by path in lazy-pages.ts).
export { LearningPage } from './pages/learning-page.tsx';
