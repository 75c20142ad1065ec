import { HEADLINE_TEXTS } from '@cairn/domain/headlines/headlines.constants';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PgliteThreadClient } from '../../db/pglite-thread/pglite-thread-client.ts';
import { headlines } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { buildHeadline } from '../../test/item-factories.ts';
import { countOrgRows, firstMessage, type TSession, useTestApp } from '../../test/route-test.ts';
import { FEATURE_FLAGS_KEY, writeSetting } from '../platform/index.ts';
import { buildTodoTeam } from '../todos/todos.test-support.ts';

let sales: Awaited<ReturnType<typeof buildMeeting>>;
const { app, team, post } = useTestApp(buildTodoTeam);
beforeAll(async () => {
  sales = await buildMeeting(app.db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    inviteeIds: [team.member.person.id, team.admin.person.id],
  });
});
beforeEach(async () => {
  await setCascadeFlag(true);
});

const setCascadeFlag = (on: boolean) => writeSetting(app.db, FEATURE_FLAGS_KEY, { CascadeHeadlines: on });
const cascade = (session: TSession, payload: object) => post(session, '/headline/cascade', payload);
const countHeadlines = () => countOrgRows(app.db, headlines, team.orgId);
const source = () =>
  buildHeadline(app.db, team.orgId, {
    ownerPersonId: team.owner.person.id,
    meetingId: team.meeting.id,
    title: 'Record month',
    contentHtml: '<p>Up 20%</p>',
    status: 'Reviewed',
  });

describe('POST /api/v2/headline/cascade', () => {
  it('with the flag on, copies the headline to each row in one call, with Added events', async () => {
    const headline = await source();
    const live = vi.spyOn(app.live, 'entity');
    const res = await cascade(team.owner.session, {
      headlineId: headline.id,
      targets: [
        { ownerId: team.admin.person.id, tractionId: sales.id },
        { ownerId: team.member.person.id, tractionId: sales.id },
        { ownerId: team.member.person.id, tractionId: sales.id },
      ],
    });
    expect(res.statusCode).toBe(201);
    const copies = res.json().headlines;
    expect(copies).toHaveLength(2);
    expect(res.json().messages[0]).toMatchObject({
      id: 'HEADLINE_CASCADED',
      text: 'Headline cascaded to 2 owners.',
    });
    for (const copy of copies) {
      expect(copy).toMatchObject({
        title: 'Record month',
        contentHtml: '<p>Up 20%</p>',
        tractionId: sales.id,
        meetingId: sales.id,
        status: 'ToReview',
        cascadedFromHeadlineId: headline.id,
      });
      expect(live).toHaveBeenCalledWith(
        'Added',
        expect.objectContaining({ entityId: copy.id, type: 'headline', orgId: team.orgId }),
      );
    }
  });

  it("takes the spec's rows { ownerId, tractionIds } (001 §3): one copy per owner and meeting", async () => {
    const headline = await source();
    const res = await cascade(team.owner.session, {
      headlineId: headline.id,
      targets: [{ ownerId: team.member.person.id, tractionIds: [sales.id, team.meeting.id] }],
    });
    expect(res.statusCode).toBe(201);
    const copies: { tractionId: string; ownerId: string }[] = res.json().headlines;
    expect(copies.map((copy) => copy.tractionId).sort()).toEqual([sales.id, team.meeting.id].sort());
    expect(copies.every((copy) => copy.ownerId === team.member.person.id)).toBe(true);
    const refused = await cascade(team.owner.session, {
      headlineId: headline.id,
      targets: [{ ownerId: team.pending.id, tractionIds: [sales.id] }],
    });
    expect(firstMessage(refused)).toMatchObject({
      field: 'targets.0.tractionIds.0',
      text: HEADLINE_TEXTS.ownerNotInMeeting,
    });
    const empty = await cascade(team.owner.session, {
      headlineId: headline.id,
      targets: [{ ownerId: team.member.person.id, tractionIds: [] }],
    });
    expect(firstMessage(empty).field).toBe('targets.0.tractionIds');
  });

  it('with the flag off answers 403 with a clear text and stores nothing', async () => {
    await setCascadeFlag(false);
    const headline = await source();
    const before = await countHeadlines();
    const res = await cascade(team.owner.session, {
      headlineId: headline.id,
      targets: [{ ownerId: team.member.person.id, tractionId: sales.id }],
    });
    expect(res.statusCode).toBe(403);
    expect(firstMessage(res).text).toBe(HEADLINE_TEXTS.cascadeOff);
    expect(await countHeadlines()).toBe(before);
  });

  it('refuses rows without an owner or a meeting, owners not in the meeting, and is all or nothing', async () => {
    const headline = await source();
    const before = await countHeadlines();
    const missingOwner = await cascade(team.owner.session, {
      headlineId: headline.id,
      targets: [{ tractionId: sales.id }],
    });
    expect(missingOwner.statusCode).toBe(422);
    expect(firstMessage(missingOwner).field).toBe('targets.0.ownerId');
    const missingMeeting = await cascade(team.owner.session, {
      headlineId: headline.id,
      targets: [{ ownerId: team.member.person.id }],
    });
    expect(firstMessage(missingMeeting).field).toBe('targets.0.tractionId');
    const none = await cascade(team.owner.session, { headlineId: headline.id, targets: [] });
    expect(firstMessage(none)).toMatchObject({ field: 'targets', text: HEADLINE_TEXTS.cascadeNeedsTarget });
    const partly = await cascade(team.owner.session, {
      headlineId: headline.id,
      targets: [
        { ownerId: team.member.person.id, tractionId: sales.id },
        { ownerId: team.pending.id, tractionId: sales.id },
      ],
    });
    expect(firstMessage(partly)).toMatchObject({
      field: 'targets.1.tractionId',
      text: HEADLINE_TEXTS.ownerNotInMeeting,
    });
    const itself = await cascade(team.owner.session, {
      headlineId: headline.id,
      targets: [{ ownerId: team.owner.person.id, tractionId: team.meeting.id }],
    });
    expect(firstMessage(itself)).toMatchObject({
      field: 'targets.0.ownerId',
      text: HEADLINE_TEXTS.cascadeToItself,
    });
    expect(await countHeadlines()).toBe(before);
  });

  it('answers 404 for another organisation’s headline or meeting, 403 to an Observer, 401 without a session', async () => {
    const outsider = await buildMember(app.db);
    const theirMeeting = await buildMeeting(app.db, outsider.org.id, { ownerPersonId: outsider.person.id });
    const theirs = await buildHeadline(app.db, outsider.org.id, {
      ownerPersonId: outsider.person.id,
      meetingId: theirMeeting.id,
    });
    const row = { ownerId: team.member.person.id, tractionId: sales.id };
    expect((await cascade(team.owner.session, { headlineId: theirs.id, targets: [row] })).statusCode).toBe(
      404,
    );
    const headline = await source();
    const foreignMeeting = await cascade(team.owner.session, {
      headlineId: headline.id,
      targets: [{ ownerId: team.member.person.id, tractionId: theirMeeting.id }],
    });
    expect(foreignMeeting.statusCode).toBe(404);
    expect(firstMessage(foreignMeeting).field).toBe('targets.0.tractionId');
    expect(
      (await cascade(team.observer.session, { headlineId: headline.id, targets: [row] })).statusCode,
    ).toBe(403);
    expect((await cascade(null, { headlineId: headline.id, targets: [row] })).statusCode).toBe(401);
  });

  it.skipIf(process.env.CAIRN_TEST_DB === 'pg')(
    'reads its meetings, owners and their settings in a fixed number of statements, however many rows',
    async () => {
      const more = await Promise.all(
        [1, 2, 3].map(() =>
          buildMeeting(app.db, team.orgId, {
            ownerPersonId: team.owner.person.id,
            inviteeIds: [team.member.person.id, team.admin.person.id],
          }),
        ),
      );
      const rowsFor = (meetings: { id: string }[]) =>
        meetings.flatMap((meeting) => [
          { ownerId: team.member.person.id, tractionId: meeting.id },
          { ownerId: team.admin.person.id, tractionId: meeting.id },
        ]);
      const readsOf = async (targets: object[]) => {
        const headline = await source();
        const client = PgliteThreadClient.prototype as unknown as {
          send: (request: { sql?: string }) => unknown;
        };
        const sent = vi.spyOn(client, 'send');
        const res = await cascade(team.owner.session, { headlineId: headline.id, targets });
        expect(res.statusCode).toBe(201);
        expect(res.json().headlines).toHaveLength(targets.length);
        const reads = sent.mock.calls.filter(([request]) => /^\s*select/i.test(request.sql ?? ''));
        sent.mockRestore();
        return reads.length;
      };
      await readsOf(rowsFor([sales])); // the session's context is read once, then cached
      const two = await readsOf(rowsFor([sales]));
      expect(await readsOf(rowsFor([...more, sales]))).toBe(two);
    },
  );
});
