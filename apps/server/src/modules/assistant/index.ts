// The assistant module's front door: what other modules and the app may use.
export { registerAssistant } from './register-assistant.ts';
