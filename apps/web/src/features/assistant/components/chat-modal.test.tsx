import { ASSISTANT_TEXTS } from '@cairn/domain/assistant/assistant.constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type TFetchCall } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildSession } from '../../test-support/render-feature.tsx';
import { buildTodo } from '../../todos/test-support.ts';
import { ChatModal } from './chat-modal.tsx';

const LEADERSHIP = '10000000-0000-4000-8000-000000000000';
const PERSON = '20000000-0000-4000-8000-000000000000';
const TODO = '30000000-0000-4000-8000-000000000000';

/** A loaded machine types and streams slowly: waits get five seconds rather than one. */
const SLOW = { timeout: 5_000 };

const status = (hasModel: boolean) => ({
  body: { succeeded: true, messages: [], hasModel, dailyLimit: 200 },
});
const events = (...list: [string, object][]) => ({
  contentType: 'text/event-stream',
  text: list.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''),
});
const ACTION = {
  type: 'ToDo',
  tractionId: LEADERSHIP,
  meetingTitle: 'Leadership',
  title: 'Send the budget',
  dueDate: '2026-12-04',
  ownerIds: [PERSON],
};

function renderChat(chatReply: object) {
  const { calls } = mockFetch({
    'GET /api/v2/assistant': status(true),
    'POST /api/v2/chat': chatReply,
    'POST /api/v2/todos': (call: TFetchCall) => ({
      status: 201,
      body: { succeeded: true, messages: [], todos: [buildTodo({ id: TODO, ...(call.body as object) })] },
    }),
  });
  renderWithProviders(<ChatModal onClose={vi.fn()} />);
  return { calls, user: userEvent.setup({ delay: null }) };
}

afterEach(() => vi.restoreAllMocks());

describe('ChatModal (/ai, "Let\'s Chat")', () => {
  it('explains that no model is connected instead of a dead chat', async () => {
    mockFetch({ 'GET /api/v2/assistant': status(false) });
    renderWithProviders(<ChatModal onClose={vi.fn()} />);
    expect(await screen.findByText('No AI model is connected', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Ask the administrator/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
  });

  it('tells the instance administrator how to connect a model', async () => {
    const session = buildSession('Owner');
    mockFetch({
      'GET /api/v2/assistant': status(false),
      'GET /api/v2/session': {
        body: { succeeded: true, messages: [], ...session, user: { ...session.user, isInstanceAdmin: true } },
      },
    });
    renderWithProviders(<ChatModal onClose={vi.fn()} />);
    expect(await screen.findByText(/AI_BASE_URL=/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/api/docs#tag/assistant',
    );
    expect(screen.queryByText(/Ask the administrator/)).not.toBeInTheDocument();
  });

  it('sends only a prompt with text on Enter, streams the answer, and adds a proposed to-do once confirmed', async () => {
    const { calls, user } = renderChat(
      events(
        ['text', { text: 'I can add ' }],
        ['text', { text: 'that to-do.' }],
        [
          'done',
          {
            succeeded: true,
            messages: [
              {
                id: 'AI_ANSWER',
                type: 'info',
                text: 'x',
                role: 'assistant',
                content: 'I can add that to-do.',
              },
              {
                id: 'AI_ACTION',
                type: 'info',
                text: 'To-Do in Leadership: Send the budget, due 2026-12-04',
                role: 'action',
                content: 'To-Do in Leadership: Send the budget, due 2026-12-04',
                action: ACTION,
              },
            ],
          },
        ],
      ),
    );
    const box = await screen.findByLabelText('Your message', {}, SLOW);
    await user.type(box, '   {Enter}');
    expect(calls.filter((call) => call.url === '/api/v2/chat')).toEqual([]);
    await user.clear(box);
    await user.type(box, 'Add a to-do to send the budget{Enter}');
    expect(await screen.findByText('I can add that to-do.', {}, SLOW)).toBeInTheDocument();
    const chat = calls.find((call) => call.url === '/api/v2/chat');
    expect(chat?.headers.accept).toBe('text/event-stream');
    expect(chat?.body).toEqual({ prompt: 'Add a to-do to send the budget', thread: [] });
    expect(calls.some((call) => call.url === '/api/v2/todos')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Add it' }));
    expect(await screen.findByText('Added.', {}, SLOW)).toBeInTheDocument();
    const create = calls.find((call) => call.url === '/api/v2/todos');
    expect(create?.body).toEqual({
      title: 'Send the budget',
      tractionId: LEADERSHIP,
      dueDate: '2026-12-04',
      ownerIds: [PERSON],
    });
  });

  it('shows the AI-service text when the model fails, and sends the thread with the next prompt', async () => {
    const { calls, user } = renderChat(
      events([
        'error',
        {
          succeeded: false,
          messages: [{ id: 'AI_FAILED', type: 'error', text: ASSISTANT_TEXTS.aiServiceFailed }],
        },
      ]),
    );
    const box = await screen.findByLabelText('Your message', {}, SLOW);
    await user.type(box, 'Hello{Enter}');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(ASSISTANT_TEXTS.aiServiceFailed);
    await user.type(box, 'Again{Enter}');
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/v2/chat')).toHaveLength(2), SLOW);
    expect(calls.at(-1)?.body).toEqual({ prompt: 'Again', thread: [{ role: 'user', content: 'Hello' }] });
  });
});
