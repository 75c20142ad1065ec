import { describe, expect, it, vi } from 'vitest';
import { PgliteThreadClient } from '../../db/pglite-thread/pglite-thread-client.ts';
import { useTestApp } from '../../test/route-test.ts';
import { buildTodoTeam } from './todos.test-support.ts';

const { team, post, put } = useTestApp(buildTodoTeam);

type TSent = { op: string; sql?: string; tx?: number; begin?: true };

/**
 * What `write`'s change sends the PGlite thread: the messages of its transaction (the first
 * statement, which begins it, those tagged with it, its end) and their SQL statements. Reads
 * outside it (the session's context, when its few seconds in the cache ran out) are not counted.
 */
async function sentBy(write: () => Promise<unknown>) {
  const client = PgliteThreadClient.prototype as unknown as { send: (request: TSent) => unknown };
  const sent = vi.spyOn(client, 'send');
  await write();
  const messages = sent.mock.calls
    .map(([request]) => request)
    .filter((request) => request.begin || request.tx !== undefined);
  sent.mockRestore();
  return {
    messages: messages.length,
    statements: messages.filter((request) => request.sql).map((request) => request.sql),
  };
}

/** Issue 38 (bench/README.md, statements per write): the mixed load's writes on the embedded engine. */
describe.skipIf(process.env.CAIRN_TEST_DB === 'pg')('statements and messages per to-do write', () => {
  const mine = () => ({ title: 'Mine', ownerIds: [team.member.person.id], tractionId: team.meeting.id });

  it('creates a to-do for oneself in 3 statements and 4 messages (the checks one, BEGIN with the first)', async () => {
    await post(team.member.session, '/todos', mine()); // the absence of webhooks, read once, then remembered
    const created = await sentBy(async () => {
      expect((await post(team.member.session, '/todos', mine())).statusCode).toBe(201);
    });
    expect(created.messages).toBe(4);
    expect(created.statements).toHaveLength(3);
  });

  it('edits a to-do in 3 statements and 4 messages', async () => {
    const [todo] = (await post(team.member.session, '/todos', mine())).json().todos;
    const edited = await sentBy(async () => {
      const res = await put(team.member.session, `/todo/${todo.id}`, {
        title: 'Edited',
        dueDate: '2031-01-02',
        version: todo.version,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(edited.messages).toBe(4);
    expect(edited.statements).toHaveLength(3);
  });

  it("reads the organisation's terms for the first note it writes, not for the next", async () => {
    const theirs = { title: 'Theirs', ownerIds: [team.member.person.id], tractionId: team.meeting.id };
    const termsReads = async () => {
      const { statements } = await sentBy(async () => {
        expect((await post(team.owner.session, '/todos', theirs)).statusCode).toBe(201);
      });
      return statements.filter((sql) => /select "terms" from "orgs"/.test(sql ?? '')).length;
    };
    expect(await termsReads()).toBe(1);
    expect(await termsReads()).toBe(0);
  });
});
