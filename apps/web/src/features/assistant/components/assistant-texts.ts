/** The web's own words for the assistant (the spec's texts live in the domain's constants). */
export const ASSISTANT_UI_TEXTS = {
  askAi: 'Ask AI',
  panelTitle: 'Ask AI',
  beta: 'Beta',
  intro: 'Say or type what to add, e.g. "to-do for the leadership meeting: send the budget by Friday".',
  inputLabel: 'What should I add?',
  send: 'Send',
  listen: 'Speak',
  stopListening: 'Stop listening',
  listening: 'Listening…',
  processing: 'Working on it…',
  noSpeech: 'Speech is not available in this browser; type instead.',
  builtIn: 'No AI model is connected: a built-in reader understands plain sentences.',
  withModel: 'An AI model reads what you say.',
  chooseMeeting: 'Meetings',
  chooseType: 'Type',
  edit: 'Edit',
  created: (kind: string, title: string) => `${kind} created: ${title}`,
  you: 'You',
  assistant: 'Assistant',
} as const;

/** The type buttons (001 §2: ISSUE, TO-DO, HEADLINE) and how a created item is named. */
export const TYPE_CHOICES = [
  { type: 'Issue', label: 'ISSUE', name: 'Issue' },
  { type: 'ToDo', label: 'TO-DO', name: 'To-Do' },
  { type: 'Headline', label: 'HEADLINE', name: 'Headline' },
] as const;
