import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import { VTO_TRACTION_ENDPOINTS } from '@cairn/domain/vto/vto.endpoints';
import { checker, type Person, type TOwned } from './soak-person.ts';
import { itemProbe } from './soak-probes.ts';
import { longTermProbe, PARAGRAPH, read, type TVto } from './soak-vto-kit.ts';

/* A V/TO's long-term issues in the soak: added, edited, moved out and in, removed. */

/** Long-term issues of the person's own V/TO, moves out and in, quarterly results. */
export async function tractionStep(person: Person, vto: TVto) {
  const rev = await read(person, vto);
  const params = { collectionId: vto.collectionId, revisionId: vto.revisionId };
  const issues = rev.longTermIssues ?? [];
  const issue = person.pick(issues);
  const draw = person.random();
  const refresh = () => {
    vto.rev = null;
  };
  try {
    if (issues.length < 3 || draw < 0.2) {
      const made = person.chance(0.5)
        ? await person.call(VTO_TRACTION_ENDPOINTS.addLongTermIssue, {
            params,
            body: { title: `Long-term ${person.serial()}`, ownerId: person.personId, contentHtml: PARAGRAPH },
          })
        : await person.call(ISSUE_ENDPOINTS.create, {
            body: {
              title: `Long-term ${person.serial()}`,
              ownerId: person.personId,
              entityType: 'vto',
              ...params,
            },
          });
      if ('longTermIssue' in made)
        person.ack(
          'vto issue',
          `${vto.revisionId}:${made.longTermIssue.id}`,
          longTermProbe(vto, made.longTermIssue.id),
          { fields: { title: made.longTermIssue.title } },
        );
    } else if (issue && draw < 0.45) {
      const { longTermIssue } = await person.writing('vto issue', `${vto.revisionId}:${issue.id}`, () =>
        person.call(VTO_TRACTION_ENDPOINTS.editLongTermIssue, {
          params: { ...params, entryId: issue.id },
          body: { title: `Long-term ${person.serial()}`, ownerId: person.personId, version: issue.version },
        }),
      );
      person.ack('vto issue', `${vto.revisionId}:${issue.id}`, longTermProbe(vto, issue.id), {
        minVersion: longTermIssue.version,
        fields: { title: longTermIssue.title },
      });
    } else if (issue && draw < 0.6) {
      await person.writing('vto issue', `${vto.revisionId}:${issue.id}`, () =>
        person.call(VTO_TRACTION_ENDPOINTS.removeLongTermIssue, {
          params: { ...params, entryId: issue.id },
          query: { version: issue.version },
        }),
      );
      person.ack('vto issue', `${vto.revisionId}:${issue.id}`, longTermProbe(vto, issue.id), { gone: true });
    } else if (issue && draw < 0.75) {
      // Out to the team meeting's issues: a meeting issue of mine from now on.
      const answer = await person.writing('vto issue', `${vto.revisionId}:${issue.id}`, () =>
        person.call(VTO_TRACTION_ENDPOINTS.moveLongTermIssueOut, {
          params: { ...params, entryId: issue.id },
          body: {
            destinationId: person.team.meetingId,
            destinationType: 'meeting',
            ownerId: person.personId,
          },
        }),
      );
      person.ack('vto issue', `${vto.revisionId}:${issue.id}`, longTermProbe(vto, issue.id), { gone: true });
      person.list('issue').push({
        id: answer.issue.id,
        version: answer.issue.version,
        title: answer.issue.title,
        extra: { tractionId: person.team.meetingId },
      });
      person.ack('issue', answer.issue.id, itemProbe('issue', checker(person)), {
        minVersion: answer.issue.version,
      });
    } else if (draw < 0.88) {
      // One of my meeting issues in: it leaves the meeting in the same transaction.
      const mine = person.pick(person.list('issue')) as TOwned | undefined;
      if (!mine) return;
      const { longTermIssue } = await person.writing(
        'issue',
        mine.id,
        () =>
          person.call(VTO_TRACTION_ENDPOINTS.moveIssueIn, {
            params: { id: mine.id },
            body: { ...params, ownerId: person.personId },
          }),
        () => person.drop('issue', mine.id),
      );
      person.ack('issue', mine.id, itemProbe('issue', checker(person)), { gone: true });
      person.drop('issue', mine.id);
      person.ack('vto issue', `${vto.revisionId}:${longTermIssue.id}`, longTermProbe(vto, longTermIssue.id), {
        fields: { title: longTermIssue.title },
      });
    } else {
      const plan = rev.quarterlyPlan;
      const target = plan && (person.pick(plan.measurables) ?? person.pick(plan.goals));
      if (!plan || !target) return;
      await person.call(VTO_TRACTION_ENDPOINTS.recordActuals, {
        params,
        body: {
          actualResults: [
            {
              planId: plan.id,
              associatedItemId: target.id,
              isMeasurable: plan.measurables.some((m) => m.id === target.id),
              value: Math.floor(person.random() * 100),
            },
          ],
        },
      });
    }
  } finally {
    refresh();
  }
}
