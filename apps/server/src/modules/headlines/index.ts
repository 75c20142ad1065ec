// The headlines module's front door: what other modules and the app may use.
export { createHeadlinesService } from './headlines.service.ts';
export { registerHeadlines } from './register-headlines.ts';
