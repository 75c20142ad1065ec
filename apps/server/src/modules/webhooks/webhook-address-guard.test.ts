import { describe, expect, it } from 'vitest';
import { isPublicAddress, webhookUrlProblem } from './webhook-address-guard.ts';
import { webhookEventOf } from './webhook-events.ts';

const strict = { allowPrivate: false, allowHttp: false };

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '224.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('webhookUrlProblem', () => {
  it('refuses http where only https is allowed (production), credentials, and private literals', async () => {
    expect(await webhookUrlProblem('http://93.184.215.14/hook', strict)).toBe(
      'The URL must start with https://.',
    );
    expect(await webhookUrlProblem('https://user:pw@93.184.215.14/hook', strict)).toContain('passwords');
    expect(await webhookUrlProblem('https://127.0.0.1/hook', strict)).toContain('private');
    expect(await webhookUrlProblem('https://[::1]/hook', strict)).toContain('private');
    expect(await webhookUrlProblem('https://169.254.169.254/latest/meta-data', strict)).toContain('private');
    expect(await webhookUrlProblem('https://93.184.215.14/hook', strict)).toBeNull();
  });

  it('resolves host names: one that leads to loopback is refused', async () => {
    expect(await webhookUrlProblem('https://localhost/hook', strict)).toContain('private');
    expect(await webhookUrlProblem('https://no-such-host.invalid/hook', strict)).toContain(
      'could not be found',
    );
  });

  it('lets the operator allow private addresses and, outside production, plain http', async () => {
    expect(
      await webhookUrlProblem('http://127.0.0.1:8080/hook', { allowPrivate: true, allowHttp: true }),
    ).toBeNull();
    expect(
      await webhookUrlProblem('http://127.0.0.1:8080/hook', { allowPrivate: false, allowHttp: true }),
    ).toContain('private');
  });
});

describe('webhookEventOf', () => {
  const meetingIds = ['3f0c1a52-0000-4000-8000-000000000001'];
  const id = '3f0c1a52-0000-4000-8000-000000000002';

  it('maps item changes in a meeting to created, updated and deleted; personal items to nothing', () => {
    expect(
      webhookEventOf({
        entityType: 'todo',
        entityId: id,
        action: 'created',
        live: { verb: 'Added', meetingIds },
      })?.type,
    ).toBe('todo.created');
    expect(
      webhookEventOf({
        entityType: 'rock',
        entityId: id,
        action: 'statusChanged',
        live: { verb: 'Updated', meetingIds },
      })?.type,
    ).toBe('rock.updated');
    expect(
      webhookEventOf({
        entityType: 'issue',
        entityId: id,
        action: 'deleted',
        live: { verb: 'Deleted', meetingIds },
      })?.type,
    ).toBe('issue.deleted');
    expect(
      webhookEventOf({
        entityType: 'todo',
        entityId: id,
        action: 'created',
        live: { verb: 'Added', personIds: [id] },
      }),
    ).toBeNull();
    expect(
      webhookEventOf({
        entityType: 'headline',
        entityId: id,
        action: 'favorited',
        live: { verb: 'Updated', meetingIds },
      }),
    ).toBeNull();
  });

  it('maps a Level 10 started and ended, a person joining and leaving, and a V/TO published', () => {
    expect(
      webhookEventOf({
        entityType: 'meeting',
        entityId: id,
        action: 'liveAction',
        data: { action: 'start', meetingId: id },
      })?.type,
    ).toBe('meeting.started');
    expect(
      webhookEventOf({ entityType: 'meeting', entityId: id, action: 'liveAction', data: { action: 'end' } })
        ?.type,
    ).toBe('meeting.ended');
    expect(
      webhookEventOf({ entityType: 'meeting', entityId: id, action: 'liveAction', data: { action: 'next' } }),
    ).toBeNull();
    expect(webhookEventOf({ entityType: 'person', entityId: id, action: 'invitationAccepted' })?.type).toBe(
      'person.joined',
    );
    expect(webhookEventOf({ entityType: 'person', entityId: id, action: 'removed' })?.type).toBe(
      'person.left',
    );
    expect(
      webhookEventOf({
        entityType: 'vtorevision',
        entityId: id,
        action: 'updated',
        data: { isPublished: true },
      })?.type,
    ).toBe('vto.published');
    expect(
      webhookEventOf({
        entityType: 'vtorevision',
        entityId: id,
        action: 'updated',
        data: { isPublished: false },
      }),
    ).toBeNull();
  });
});
