import { ASSISTANT_TEXTS } from '@cairn/domain/assistant/assistant.constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type TFetchCall } from '../../../test/fetch-mock.ts';
import { buildMeeting } from '../../../test/meetings.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildTodo } from '../../todos/test-support.ts';
import { AskAiPanel } from './ask-ai-panel.tsx';

const LEADERSHIP = '10000000-0000-4000-8000-000000000000';
const PERSON = '20000000-0000-4000-8000-000000000000';
const TODO = '30000000-0000-4000-8000-000000000000';

const understood = (fields: object, messages: object[] = []) => ({
  body: {
    succeeded: true,
    messages,
    type: 'ToDo',
    tractionId: LEADERSHIP,
    title: 'Send the budget',
    dueDate: '2026-12-04',
    ownerIds: [PERSON],
    ...fields,
  },
});

function renderPanel(interpretReply: ReturnType<typeof understood>) {
  const { calls } = mockFetch({
    'GET /api/v2/assistant': { body: { succeeded: true, messages: [], hasModel: false, dailyLimit: 200 } },
    'POST /api/v2/assistant/interpret': interpretReply,
    'POST /api/v2/todos': (call: TFetchCall) => ({
      status: 201,
      body: { succeeded: true, messages: [], todos: [buildTodo({ id: TODO, ...(call.body as object) })] },
    }),
    'POST /api/v2/meetings/search': {
      body: {
        succeeded: true,
        messages: [],
        items: [buildMeeting({ id: LEADERSHIP, title: 'Leadership' })],
        totalCount: null,
        totalPages: null,
      },
    },
  });
  renderWithProviders(<AskAiPanel isOpen onClose={vi.fn()} />);
  return { calls, user: userEvent.setup({ delay: null }) };
}

afterEach(() => vi.restoreAllMocks());

describe('AskAiPanel', () => {
  it('sends the typed sentence on Enter and makes the to-do with the usual create call', async () => {
    const { calls, user } = renderPanel(understood({}));
    expect(await screen.findByText(/No AI model is connected/)).toBeInTheDocument();
    const box = screen.getByLabelText('What should I add?');
    await user.type(box, 'to-do for the leadership meeting: send the budget by Friday{Enter}');
    expect(await screen.findByText('To-Do created: Send the budget')).toBeInTheDocument();
    const create = calls.find((call) => call.url === '/api/v2/todos');
    expect(create?.body).toEqual({
      title: 'Send the budget',
      ownerIds: [PERSON],
      tractionId: LEADERSHIP,
      dueDate: '2026-12-04',
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it("asks for the meeting with the spec's text and makes the item once one is chosen", async () => {
    const { calls, user } = renderPanel(
      understood({ tractionId: null }, [
        { id: 'AI_NO_MEETING', type: 'warning', text: ASSISTANT_TEXTS.noMeeting },
      ]),
    );
    await user.type(screen.getByLabelText('What should I add?'), 'to-do: send the budget{Enter}');
    expect(await screen.findByText(ASSISTANT_TEXTS.noMeeting)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/v2/todos')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Leadership' }));
    expect(await screen.findByText('To-Do created: Send the budget')).toBeInTheDocument();
  });

  it('asks for the type with the ISSUE, TO-DO and HEADLINE buttons', async () => {
    const { user } = renderPanel(
      understood({ type: null }, [{ id: 'AI_NO_TYPE', type: 'warning', text: ASSISTANT_TEXTS.noType }]),
    );
    await user.type(screen.getByLabelText('What should I add?'), 'send the budget{Enter}');
    expect(await screen.findByText(ASSISTANT_TEXTS.noType)).toBeInTheDocument();
    for (const name of ['ISSUE', 'TO-DO', 'HEADLINE'])
      expect(screen.getByRole('button', { name })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'TO-DO' }));
    expect(await screen.findByText('To-Do created: Send the budget')).toBeInTheDocument();
  });

  it('sends nothing while the box is empty', async () => {
    const { calls, user } = renderPanel(understood({}));
    await user.type(screen.getByLabelText('What should I add?'), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/interpret'))).toBe(false));
  });
});
