import { endSentence } from '@cairn/domain/common/sentence';

/** Texts of the welcome pages (`/welcome/tools`, `/welcome/tools/user`). */
export const WELCOME_TEXTS = {
  title: (firstName: string) => (firstName ? `Welcome to Cairn, ${firstName}` : 'Welcome to Cairn'),
  intro:
    'Cairn runs your company on EOS: the weekly Level 10 meeting, Rocks, To-Dos, Issues, Headlines and the Scorecard, with the V/TO and the Accountability Chart, in one place your team owns.',
  setupHeading: 'Get your team going in four steps',
  steps: {
    org: {
      title: 'Create your organization',
      todo: 'Your company in Cairn: its name, colour and time zone.',
      done: (orgName: string) => endSentence(`You are in ${orgName}`),
      action: 'Create organization',
    },
    invite: {
      title: 'Invite your leadership team',
      text: 'Each person gets an email with a link to join; you choose their role.',
      action: 'Invite people',
    },
    meeting: {
      title: 'Set up your weekly Level 10',
      text: 'Name it, pick who attends and when; the agenda starts as the classic Level 10.',
      action: 'Create meeting',
    },
    dashboard: {
      title: 'Open your dashboard',
      text: 'Your rocks, to-dos, issues and the next meeting, at a glance.',
      action: 'Go to the dashboard',
    },
  },
  userTitle: (orgName: string) => `Welcome to ${orgName}`,
  userIntro: 'This is where your week lives. Three places to start:',
  tools: {
    dashboard: {
      title: 'Your dashboard',
      text: 'Your rocks, to-dos and issues, and how long until the next meeting.',
      action: 'Open the dashboard',
    },
    meetings: {
      title: 'Your meetings',
      text: 'Join your team’s Level 10 when it starts, and see what is on its lists.',
      action: 'See my meetings',
    },
    todos: {
      title: 'Your to-dos',
      text: 'Seven-day promises to the team: tick them off as you go.',
      action: 'See my to-dos',
    },
  },
} as const;
