import { performance } from 'node:perf_hooks';
import { ACCOUNT_ENDPOINTS } from '@cairn/domain/account/account.endpoints';
import { SESSION_ENDPOINTS } from '@cairn/domain/account/session.endpoints';
import { SIGNED_OUT_ENDPOINTS } from '@cairn/domain/account/signed-out.endpoints';
import { ORG_ENDPOINTS } from '@cairn/domain/orgs/orgs.endpoints';
import { PEOPLE_ENDPOINTS } from '@cairn/domain/orgs/people.endpoints';
import { INVITATION_ENDPOINTS } from '@cairn/domain/people/invitations.endpoints';
import { outcomeUnknown, type TIdentity } from './soak-client.ts';
import { LICENCE_ACTIONS } from './soak-licences.ts';
import { checker, type Person, type TAction } from './soak-person.ts';
import { oneProbe, personProbe } from './soak-probes.ts';
import { addressOf } from './soak-world.ts';

/*
 * People and invitations. Each lead brings newcomers in, one at a time, the whole way: the
 * newcomer registers (the code is read from the mail the server prints), verifies, may make an
 * organisation of their own or reset a forgotten password (the link from the mail); the lead adds
 * them and invites them (or does both in one call), resends or withdraws; the newcomer accepts or
 * declines, from the mail's link (with its key) or from the notification (without); the lead
 * changes the role of those who joined and removes them again. The organisation may send 100
 * invitation mails an hour: the soak keeps under 90. Licences: soak-licences.ts.
 */

/** The newest invitation of each person, as the Owner's people tab lists them. */
function invitationProbe(person: Person, invitationId: string) {
  return oneProbe('invitations', checker(person), INVITATION_ENDPOINTS.list, {}, (answer) => {
    const found = answer.invitations.find((invitation) => invitation.id === invitationId);
    return found ? { fields: { status: found.status } } : null;
  });
}

type TNewcomer = {
  email: string;
  who: TIdentity;
  firstName: string;
  lastName: string;
  password: string;
  state: 'new' | 'registered' | 'verified' | 'added' | 'invited' | 'joined' | 'answered';
  codeAt: number;
  personId?: string;
  invitationId?: string;
  invitedAt: number;
  ownOrgId?: string;
};

/** The organisations the newcomer is in, read with their session of the moment. */
function ownOrgProbe(newcomer: TNewcomer, orgId: string) {
  return oneProbe(`orgs of ${newcomer.email}`, newcomer.who, ORG_ENDPOINTS.listMine, {}, (answer) =>
    answer.orgs.some((o) => o.id === orgId) ? {} : null,
  );
}

const CODE = /verification code is ([A-Z0-9]{6})/;
const RESET = /\/update-password\/([A-Za-z0-9_-]+)/;
const PASSWORDS = ['Newcomer-Pass-1', 'Newcomer-Pass-2'];

/** Follows a new code mail and verifies with it; false when no mail came in time. */
async function verify(person: Person, newcomer: TNewcomer): Promise<boolean> {
  const code = await person.ctx.mailbox.wait(newcomer.email, CODE, newcomer.codeAt, 20_000);
  if (!code) return false;
  const verified = await person.ctx.api.call(newcomer.who, SIGNED_OUT_ENDPOINTS.verify, {
    body: { email: newcomer.email, verificationCode: code[1] as string },
  });
  newcomer.who = { ...newcomer.who, token: verified.token };
  newcomer.state = 'verified';
  return true;
}

/** The newcomer's own organisation, and a new password by the forgotten-password mail. */
async function newcomerOwnStep(person: Person, newcomer: TNewcomer) {
  const api = person.ctx.api;
  if (!newcomer.ownOrgId) {
    const { org } = await api.call(newcomer.who, ORG_ENDPOINTS.create, {
      body: { name: `${newcomer.firstName}'s firm` },
    });
    newcomer.ownOrgId = org.id;
    await api.call(newcomer.who, ACCOUNT_ENDPOINTS.setDefaultOrg, { params: { id: org.id } });
    person.ack('newcomer org', org.id, ownOrgProbe(newcomer, org.id));
    return;
  }
  // A reset ends every session of the newcomer: the org check follows them to their new one.
  const since = performance.now();
  await api.call({ ip: newcomer.who.ip }, SIGNED_OUT_ENDPOINTS.forgotPassword, {
    body: { email: newcomer.email },
  });
  const link = await person.ctx.mailbox.wait(newcomer.email, RESET, since, 20_000);
  if (!link) return;
  const resetCode = link[1] as string;
  await api.call({ ip: newcomer.who.ip }, SIGNED_OUT_ENDPOINTS.resetCode, { params: { resetCode } });
  const password = PASSWORDS[newcomer.password === PASSWORDS[0] ? 1 : 0] as string;
  try {
    await api.call({ ip: newcomer.who.ip }, SIGNED_OUT_ENDPOINTS.resetPassword, {
      body: { resetCode, password },
    });
  } catch (error) {
    if (outcomeUnknown(error)) person.state.delete('newcomer');
    throw error;
  }
  newcomer.password = password;
  const signedIn = await api.call({ ip: newcomer.who.ip }, SIGNED_OUT_ENDPOINTS.signIn, {
    body: { email: newcomer.email, password },
  });
  newcomer.who = { ...newcomer.who, token: signedIn.token };
  person.ctx.ledger.reprobe('newcomer org', newcomer.ownOrgId, ownOrgProbe(newcomer, newcomer.ownOrgId));
}

/** The lead's next step with their newcomer. */
async function recruitStep(person: Person) {
  const api = person.ctx.api;
  let newcomer = person.state.get('newcomer') as TNewcomer | undefined;
  if (!newcomer) {
    const n = person.serial();
    newcomer = {
      email: `newcomer${n}@soak-new.example`,
      // A browser of its own: verifying needs the handle cookie the registration set.
      who: { ip: addressOf(n, 1), cookies: new Map() },
      firstName: `New${n}`,
      lastName: 'Comer',
      password: PASSWORDS[0] as string,
      state: 'new',
      codeAt: 0,
      invitedAt: 0,
    };
    person.ctx.mailbox.watch(newcomer.email);
    person.state.set('newcomer', newcomer);
  }
  const current = newcomer;
  const abandon = () => person.state.delete('newcomer');
  const people = personProbe(person);
  const sends = person.ctx.invitations;
  try {
    switch (current.state) {
      case 'new': {
        current.codeAt = performance.now();
        await api.call(current.who, SIGNED_OUT_ENDPOINTS.register, {
          body: {
            firstName: current.firstName,
            lastName: current.lastName,
            email: current.email,
            password: current.password,
            acceptTerms: true,
          },
        });
        current.state = 'registered';
        await verify(person, current);
        return;
      }
      case 'registered': {
        // No code came: ask for a new one (at most one a minute per address and client).
        if (performance.now() - current.codeAt < 65_000) return;
        current.codeAt = performance.now();
        await api.call(current.who, SIGNED_OUT_ENDPOINTS.newCode, { body: { email: current.email } });
        await verify(person, current);
        return;
      }
      case 'verified': {
        const draw = person.random();
        if (draw < 0.25) return newcomerOwnStep(person, current);
        if (draw < 0.6) {
          const { person: added } = await person.call(PEOPLE_ENDPOINTS.addMember, {
            body: {
              firstName: current.firstName,
              lastName: current.lastName,
              email: current.email,
              role: 'Member',
            },
          });
          current.personId = added.id;
          current.state = 'added';
          person.ack('person', added.id, people, { fields: { role: added.role } });
          return;
        }
        if (!sends.take()) return;
        current.invitedAt = performance.now();
        const answer = await person.call(INVITATION_ENDPOINTS.addAndInvite, {
          body: {
            invitees: [
              {
                firstName: current.firstName,
                lastName: current.lastName,
                email: current.email,
                role: 'Member',
              },
            ],
            baseUrl: person.ctx.baseUrl,
          },
        });
        current.personId = answer.people[0]?.id;
        current.invitationId = answer.invitations[0]?.id;
        current.state = 'invited';
        if (current.personId) person.ack('person', current.personId, people);
        if (current.invitationId)
          person.ack('invitation', current.invitationId, invitationProbe(person, current.invitationId), {
            fields: { status: 'Pending' },
          });
        return;
      }
      case 'added': {
        await person.call(INVITATION_ENDPOINTS.checkEmail, { body: { email: current.email } });
        if (!sends.take()) return;
        current.invitedAt = performance.now();
        const { invitations } = await person.call(INVITATION_ENDPOINTS.send, {
          body: {
            invitees: [{ id: current.personId as string, email: current.email }],
            baseUrl: person.ctx.baseUrl,
          },
        });
        current.invitationId = invitations[0]?.id;
        current.state = 'invited';
        if (current.invitationId)
          person.ack('invitation', current.invitationId, invitationProbe(person, current.invitationId), {
            fields: { status: 'Pending' },
          });
        return;
      }
      case 'invited': {
        const invitationId = current.invitationId as string;
        const draw = person.random();
        if (draw < 0.1) {
          if (!sends.take()) return;
          current.invitedAt = performance.now();
          const { invitation } = await person.call(INVITATION_ENDPOINTS.resend, {
            params: { invitationId },
            body: { baseUrl: person.ctx.baseUrl },
          });
          // The old link dies; the list shows the newest invitation of the person.
          person.ctx.ledger.forget('invitation', invitationId);
          current.invitationId = invitation.id;
          person.ack('invitation', invitation.id, invitationProbe(person, invitation.id), {
            fields: { status: invitation.status },
          });
          return;
        }
        if (draw < 0.2) {
          const { invitation } = await person.call(INVITATION_ENDPOINTS.revoke, { params: { invitationId } });
          current.state = 'answered';
          person.ack('invitation', invitationId, invitationProbe(person, invitationId), {
            fields: { status: invitation.status },
          });
          return;
        }
        if (draw < 0.3) {
          await person.call(INVITATION_ENDPOINTS.list);
          return;
        }
        // The newcomer answers: from the mail's link when it came, else from the notification.
        const accept = draw < 0.75;
        const fromMail = person.chance(0.7);
        const link = fromMail
          ? await person.ctx.mailbox.wait(
              current.email,
              new RegExp(`/welcome/invitation/${invitationId}/([A-Za-z0-9_-]+)`),
              current.invitedAt,
              10_000,
            )
          : null;
        if (link) {
          const key = link[1] as string;
          await api.call({ ip: current.who.ip }, INVITATION_ENDPOINTS.view, {
            params: { invitationId, key },
          });
          await api.call(
            current.who,
            accept ? INVITATION_ENDPOINTS.acceptWithKey : INVITATION_ENDPOINTS.declineWithKey,
            {
              params: { invitationId, key },
            },
          );
        } else
          await api.call(current.who, accept ? INVITATION_ENDPOINTS.accept : INVITATION_ENDPOINTS.decline, {
            params: { invitationId },
          });
        current.state = accept ? 'joined' : 'answered';
        person.ack('invitation', invitationId, invitationProbe(person, invitationId), {
          fields: { status: accept ? 'Accepted' : 'Declined' },
        });
        if (accept) {
          await api.call(current.who, SESSION_ENDPOINTS.switchOrg, { params: { id: person.world.orgId } });
          await api.call(current.who, SESSION_ENDPOINTS.get);
        }
        return;
      }
      case 'joined':
      case 'answered': {
        const personId = current.personId as string;
        if (current.state === 'joined' && person.chance(0.5)) {
          const { person: changed } = await person.call(PEOPLE_ENDPOINTS.changeRole, {
            params: { id: personId },
            body: { role: person.chance(0.5) ? 'Manager' : 'Member' },
          });
          person.ack('person', personId, people, {
            minVersion: changed.version,
            fields: { role: changed.role },
          });
          return;
        }
        await person.call(PEOPLE_ENDPOINTS.remove, { params: { id: personId } });
        person.ack('person', personId, people, { gone: true });
        if (current.invitationId) person.ctx.ledger.forget('invitation', current.invitationId);
        current.personId = undefined;
        current.invitationId = undefined;
        current.state = 'verified';
        return;
      }
    }
  } catch (error) {
    // A step whose outcome is not known: this newcomer is left where they are; the next one starts afresh.
    if (outcomeUnknown(error)) {
      if (current.personId) person.ctx.ledger.unknown('person', current.personId);
      if (current.invitationId) person.ctx.ledger.unknown('invitation', current.invitationId);
      abandon();
    }
    throw error;
  }
}

export const PEOPLE_ACTIONS: TAction[] = [
  {
    name: 'people: bring a newcomer in (lead)',
    area: 'people and invitations',
    weight: 5,
    when: (person) => person.isLead,
    run: recruitStep,
  },
  ...LICENCE_ACTIONS,
];
