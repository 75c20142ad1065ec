/** The assistant's texts (spec 001 §8, 000 §4 and §8) and its limits. */
export const ASSISTANT_TEXTS = {
  noTitle: 'No title was found please try your message again.',
  noType: 'No traction type found. Please select one below.',
  noMeeting: 'No meeting found. Please select one below.',
  processingFailed: 'Error processing input:',
  createFailed: 'Error in traction service call:',
  aiServiceFailed: 'There was an issue with our AI service.',
  aiOff: 'No AI model is connected to this Cairn. An administrator can connect one (docs/assistant.md).',
  dailyLimit: 'You have reached the number of assistant requests allowed per day. Try again tomorrow.',
  textRequired: 'Say or type what to add.',
  promptRequired: 'Type a message first.',
  descriptionRequired: 'Type the rock first.',
  isSmart: 'Great job, this rock is SMART!',
} as const;

/** Message ids of the assistant's answers. */
export const ASSISTANT_MESSAGE_IDS = {
  noTitle: 'AI_NO_TITLE',
  noType: 'AI_NO_TYPE',
  noMeeting: 'AI_NO_MEETING',
  aiFailed: 'AI_FAILED',
  aiOff: 'AI_OFF',
  dailyLimit: 'AI_DAILY_LIMIT',
  answer: 'AI_ANSWER',
  action: 'AI_ACTION',
} as const;

/** How many model steps (a tool call and its result, or the answer) one chat turn may take. */
export const CHAT_MAX_STEPS = 5;

/** How many earlier messages a chat turn sends along (`POST chat`'s `thread`). */
export const CHAT_THREAD_MAX = 50;

/** How many rows a chat tool's search gives the model at most. */
export const CHAT_TOOL_ROWS = 25;

/** A meeting matches a spoken name when their similarity exceeds this (001 §4). */
export const MEETING_MATCH_THRESHOLD = 0.7;

/** The longest text or prompt the assistant takes, in characters. */
export const ASSISTANT_TEXT_MAX = 1000;

/** How long the server waits for a model before answering the AI-service text. */
export const AI_TIMEOUT_MS = 10_000;

/** The label of the built-in SMART judge used when no model is connected. */
export const BASIC_CHECK_LABEL = 'Basic check';

/** The kinds of item the assistant makes (001 §2: ISSUE, TO-DO, HEADLINE). */
export const ASSISTANT_ITEM_TYPES = ['Issue', 'ToDo', 'Headline'] as const;
export type TAssistantItemType = (typeof ASSISTANT_ITEM_TYPES)[number];

/** The criteria of a SMART rock, in the order the popup lists them. */
export const SMART_CRITERIA = ['specific', 'measurable', 'attainable', 'realistic', 'timeBound'] as const;
export type TSmartCriterion = (typeof SMART_CRITERIA)[number];

export const SMART_CRITERION_LABELS: Record<TSmartCriterion, string> = {
  specific: 'Specific',
  measurable: 'Measurable',
  attainable: 'Attainable',
  realistic: 'Realistic',
  timeBound: 'Time-bound',
};
