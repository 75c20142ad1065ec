import { SSO_TEXTS } from '@cairn/domain/account/sso.constants';
import { TWO_FACTOR_TEXTS } from '@cairn/domain/account/two-factor.constants';
import { MessageCode } from '@cairn/domain/errors';
import {
  LIVE_METHODS,
  LIVE_REGISTER_TEXTS,
  rooms,
  type TRegisterAck,
  type TRegisterAckFn,
} from '@cairn/domain/realtime/events';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { meetings } from '../../db/schema/index.ts';
import { readFeatureFlags } from '../../modules/platform/index.ts';
import { visibleMeetingIds } from '../../policies/meeting-scope.ts';
import { findLiveSessionById, findPersonOfUser, type TLiveSession } from './find-session.ts';
import type { TLiveSocket } from './live-server.ts';

const ZOrgId = z.uuid();
const SUCCEEDED: TRegisterAck = { succeeded: true, messages: [] };

const refused = (id: string, text: string): TRegisterAck => ({
  succeeded: false,
  messages: [{ id, type: 'error', text }],
});
const notSignedIn = () => refused(MessageCode.Unauthenticated, LIVE_REGISTER_TEXTS.notSignedIn);

/** Answers through the acknowledgement, if the client gave one; a failure is logged and answered. */
function answer(app: FastifyInstance, ack: unknown, work: () => Promise<TRegisterAck>) {
  if (typeof ack !== 'function') return;
  const reply = ack as TRegisterAckFn;
  work().then(reply, (error: unknown) => {
    app.log.error({ err: error }, 'live-update hub: registration failed');
    reply(refused(MessageCode.Internal, 'Something went wrong. Please try again.'));
  });
}

/** The socket's session, re-read so that a signed-out or expired session cannot register. */
async function liveSessionOf(app: FastifyInstance, socket: TLiveSocket): Promise<TLiveSession | null> {
  const session = socket.data.session;
  return session ? findLiveSessionById(app.db, session.id) : null;
}

/** A person the organisation holds to single sign-on, while it is offered (else the requirement lapses). */
async function isHeldBackBySso(
  app: FastifyInstance,
  person: { lacksRequiredSso: boolean },
): Promise<boolean> {
  return person.lacksRequiredSso && Boolean(app.config.oidc) && (await readFeatureFlags(app.db)).MicrosoftSso;
}

/** The organisation a meeting belongs to, or null when there is no such meeting. */
async function orgOfMeeting(db: FastifyInstance['db'], meetingId: string): Promise<string | null> {
  const [row] = await db.select({ orgId: meetings.orgId }).from(meetings).where(eq(meetings.id, meetingId));
  return row?.orgId ?? null;
}

/** Leaves the organisation, person and meeting rooms of an earlier `register`: one socket hears one organisation. */
function leaveOrgRooms(socket: TLiveSocket) {
  for (const room of socket.rooms) {
    if (room.startsWith('org:') || room.startsWith('person:') || room.startsWith('meeting:')) {
      void socket.leave(room);
    }
  }
}

/**
 * The registration methods of spec 002 §7 (and `registerMeeting` of issue #12: the live
 * meeting's room `meeting:{meetingThreadId}`, for a person of the socket's organisation who may
 * see that meeting; refused otherwise). `register(orgId)` admits only a person of that
 * organisation (rooms `org:{id}`, `person:{personId}`, and `meeting:{id}` of every meeting the
 * meetings policy lets them see; services keep those current: docs/live-updates.md);
 * `registerForNotifications` joins
 * `user:{userId}`; `registerPublic` joins `public` and is the one method open to anonymous sockets.
 */
export function handleRegistrations(app: FastifyInstance, socket: TLiveSocket) {
  socket.on(LIVE_METHODS.register, (orgId, ack) =>
    answer(app, ack, async () => {
      const session = await liveSessionOf(app, socket);
      if (!session) return notSignedIn();
      const parsed = ZOrgId.safeParse(orgId);
      const person = parsed.success
        ? await findPersonOfUser(app.db, parsed.data, session.userId, session.viaSso)
        : null;
      if (!parsed.success || !person) return refused(MessageCode.Forbidden, LIVE_REGISTER_TEXTS.notAPerson);
      if (person.lacksRequiredTwoFactor)
        return refused(MessageCode.TwoFactorRequired, TWO_FACTOR_TEXTS.required);
      if (await isHeldBackBySso(app, person)) return refused(MessageCode.SsoRequired, SSO_TEXTS.required);
      const meetingIds = await visibleMeetingIds(app.db, { orgId: parsed.data, person });
      leaveOrgRooms(socket);
      await socket.join([rooms.org(parsed.data), rooms.person(person.id), ...meetingIds.map(rooms.meeting)]);
      socket.data.orgId = parsed.data;
      return SUCCEEDED;
    }),
  );

  socket.on(LIVE_METHODS.registerMeeting, (meetingThreadId, ack) =>
    answer(app, ack, async () => {
      const session = await liveSessionOf(app, socket);
      if (!session) return notSignedIn();
      const parsed = ZOrgId.safeParse(meetingThreadId);
      const orgId = parsed.success ? await orgOfMeeting(app.db, parsed.data) : null;
      const person = orgId ? await findPersonOfUser(app.db, orgId, session.userId, session.viaSso) : null;
      const visible =
        orgId &&
        person &&
        !person.lacksRequiredTwoFactor &&
        !(await isHeldBackBySso(app, person)) &&
        parsed.success
          ? (await visibleMeetingIds(app.db, { orgId, person })).includes(parsed.data)
          : false;
      if (!visible || !parsed.success)
        return refused(MessageCode.NotFound, LIVE_REGISTER_TEXTS.meetingNotFound);
      await socket.join(rooms.meeting(parsed.data));
      return SUCCEEDED;
    }),
  );

  // 002 §7 calls it with an argument, `registerForNotifications(arg)`; the acknowledgement is the last one.
  socket.on(LIVE_METHODS.registerForNotifications, (...args: unknown[]) =>
    answer(app, args.at(-1), async () => {
      const session = await liveSessionOf(app, socket);
      if (!session) return notSignedIn();
      await socket.join(rooms.user(session.userId));
      return SUCCEEDED;
    }),
  );

  socket.on(LIVE_METHODS.registerPublic, (ack) =>
    answer(app, ack, async () => {
      await socket.join(rooms.public);
      return SUCCEEDED;
    }),
  );
}
