// The ac module's front door: what other modules and the app may use.
export { readAcRevision } from './ac-read.ts';
export { registerAc } from './register-ac.ts';
