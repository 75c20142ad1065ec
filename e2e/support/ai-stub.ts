import {
  startOpenAiStub,
  type TStubReply,
  type TStubRequestBody,
} from '../../apps/server/src/test/openai-stub.ts';

/**
 * The scripted model of the AI journeys, started by Playwright beside the AI Cairn
 * (playwright.config.ts). It plays a model that uses Cairn's chat tools: asked for a to-do "for
 * the X meeting: title", it looks the meeting up with findMeetings, proposes the to-do with
 * proposeItem and then says so; anything else gets a short greeting.
 */
type TWireMessage = {
  role: string;
  content?: string | null;
  tool_calls?: { function: { name: string } }[];
};

const TODO_ASK = /to-?do for the (.+?) meeting:\s*(.+)$/i;

const greeting: TStubReply = { content: 'Hello from the <b>stub</b> model. Ask me to add a to-do.' };

function script(body: TStubRequestBody): TStubReply {
  const messages = (body.messages ?? []) as TWireMessage[];
  const ask = messages.findLast((m) => m.role === 'user')?.content ?? '';
  const wanted = TODO_ASK.exec(ask);
  if (!wanted) return greeting;
  const [, meetingName, rawTitle] = wanted;
  const title = rawTitle.charAt(0).toUpperCase() + rawTitle.slice(1);
  const last = messages.at(-1);
  if (last?.role !== 'tool')
    return { toolCalls: [{ name: 'findMeetings', arguments: { text: meetingName } }] };
  const toolName = messages.findLast((m) => m.tool_calls)?.tool_calls?.[0]?.function.name;
  if (toolName === 'findMeetings') {
    const found = (JSON.parse(last.content ?? '{}') as { found?: { id: string }[] }).found ?? [];
    if (!found[0]) return { content: `I found no meeting called ${meetingName}.` };
    return {
      toolCalls: [{ name: 'proposeItem', arguments: { type: 'ToDo', meetingId: found[0].id, title } }],
    };
  }
  return { content: 'I proposed the to-do below; add it when it looks right.' };
}

await startOpenAiStub({ port: Number(process.env.AI_STUB_PORT), script });
