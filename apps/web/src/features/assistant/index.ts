// The assistant feature's front door: what other features and the app may use.

export { useAssistantStatus } from './api/assistant-calls.ts';
export { AskAiButton } from './components/ask-ai-button.tsx';
export { SmartRockCheck } from './components/smart-rock-check.tsx';
