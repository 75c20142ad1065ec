import { ITEM_CONTENT_HTML_MAX_LENGTH, ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { headlines } from '../db/schema/index.ts';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import {
  SANITIZE_INLINE_MAX_LENGTH,
  sanitizeInWorker,
  sanitizeRichTextOffThread,
} from '../lib/sanitize-pool.ts';
import { buildTodoTeam } from '../modules/todos/todos.test-support.ts';
import { XSS_PAYLOADS } from '../test/harmful-html.ts';
import { firstMessage, useTestApp } from '../test/route-test.ts';

/**
 * Issue 7 point 9: long notes are cleaned in a worker pool so the event loop keeps answering,
 * with the same output as inline; notes past the documented limit answer 422 on every item type.
 */

const { app, team, post } = useTestApp(buildTodoTeam);

/** Nested lists: the shape that made the inline sanitiser stall the server. */
const nestedNote = (length: number) => {
  const block = '<ul><li>A point of the plan'.repeat(40) + '</li></ul>'.repeat(40);
  return block.repeat(Math.ceil(length / block.length)).slice(0, length);
};

describe('the sanitiser pool', () => {
  it('leaves the event loop free while a long note is cleaned', async () => {
    const order: string[] = [];
    const cleaned = sanitizeRichTextOffThread(nestedNote(ITEM_CONTENT_HTML_MAX_LENGTH)).then(() =>
      order.push('note cleaned'),
    );
    setImmediate(() => order.push('event loop turned'));
    await cleaned;
    // Inline, the whole note is cleaned before the loop can turn once.
    expect(order).toEqual(['event loop turned', 'note cleaned']);
  });

  it('answers exactly what the inline sanitiser answers, for every XSS payload and a long note', async () => {
    const payloads = XSS_PAYLOADS.payloads.map((p) => p.payload);
    expect(payloads.length).toBe(XSS_PAYLOADS.count);
    const fromWorker = await Promise.all(payloads.map((html) => sanitizeInWorker(html)));
    expect(fromWorker).toEqual(payloads.map((html) => sanitizeRichText(html)));
    const long = nestedNote(SANITIZE_INLINE_MAX_LENGTH * 5);
    expect(await sanitizeRichTextOffThread(long)).toBe(sanitizeRichText(long));
  });

  it('stores a long note through the route cleaned as inline', async () => {
    const note = `${nestedNote(20_000)}<script>alert(1)</script><a href="javascript:x">x</a>`;
    const res = await post(team.member.session, '/headlines', {
      title: 'Long notes',
      ownerId: team.member.person.id,
      tractionId: team.meeting.id,
      contentHtml: note,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(headlines).where(eq(headlines.id, res.json().headline.id));
    expect(row.contentHtml).toBe(sanitizeRichText(note));
    expect(row.contentHtml).not.toContain('<script');
  });
});

describe('the notes size limit', () => {
  const tooLong = 'x'.repeat(ITEM_CONTENT_HTML_MAX_LENGTH + 1);
  it.each([
    ['/todos', () => ({ title: 'T', ownerIds: [team.member.person.id], tractionId: team.meeting.id })],
    ['/headlines', () => ({ title: 'H', ownerId: team.member.person.id, tractionId: team.meeting.id })],
    [
      '/issues',
      () => ({
        title: 'I',
        ownerId: team.member.person.id,
        tractionId: team.meeting.id,
        entityType: 'meeting',
      }),
    ],
    [
      '/rocks',
      () => ({
        title: 'R',
        ownerId: team.member.person.id,
        dueDate: '2031-03-31',
        type: 'team',
        tractionIds: [team.meeting.id],
      }),
    ],
  ])('POST %s answers 422 on contentHtml past the limit', async (url, body) => {
    const res = await post(team.owner.session, url, { ...body(), contentHtml: tooLong });
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toMatchObject({ field: 'contentHtml', text: ITEM_TEXTS.contentTooLong });
  });
});
