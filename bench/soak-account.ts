import { ACCOUNT_ENDPOINTS } from '@cairn/domain/account/account.endpoints';
import { PERSON_PREFERENCE_ENDPOINTS } from '@cairn/domain/account/person-preferences.endpoints';
import { SESSION_ENDPOINTS } from '@cairn/domain/account/session.endpoints';
import { SIGNED_OUT_ENDPOINTS } from '@cairn/domain/account/signed-out.endpoints';
import { DASHBOARD_ENDPOINTS } from '@cairn/domain/dashboard/dashboard.endpoints';
import { defaultDashboard, type TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { NOTIFICATION_ENDPOINTS } from '@cairn/domain/notifications/notifications.endpoints';
import { outcomeUnknown } from './soak-client.ts';
import type { Person, TAction } from './soak-person.ts';
import { oneProbe } from './soak-probes.ts';
import { PASSWORDS } from './soak-world.ts';

/*
 * A person's own things in the soak: everyone arranges their dashboard, reads and marks their
 * notifications, sets preferences, renames themself, signs in on a second device and out again,
 * now and then changes their password.
 */

/** Two layouts that are always valid: the default, and every widget stacked full width. */
function layout(person: Person, stacked: boolean): TWidget[] {
  const widgets = defaultDashboard(person.personId);
  if (!stacked) return widgets;
  let y = 0;
  return widgets.map((widget) => {
    const placed = { ...widget, x: 0, y, w: 12 };
    y += widget.h;
    return placed;
  });
}

export const DASHBOARD_ACTIONS: TAction[] = [
  {
    name: 'dashboard: arrange',
    area: 'dashboard',
    weight: 1.2,
    run: async (person) => {
      const probe = oneProbe(
        `dashboard:${person.personId}`,
        person.who,
        DASHBOARD_ENDPOINTS.get,
        {},
        (answer) => ({
          version: answer.dashboard.version,
        }),
      );
      let version = person.state.get('dashboard version') as number | undefined;
      if (version === undefined) version = (await person.call(DASHBOARD_ENDPOINTS.get)).dashboard.version;
      try {
        const { dashboard } = await person.writing('dashboard', person.personId, () =>
          person.chance(0.15)
            ? person.call(DASHBOARD_ENDPOINTS.reset)
            : person.call(DASHBOARD_ENDPOINTS.replace, {
                body: {
                  widgetSettings: layout(person, person.chance(0.5)) as never,
                  version: version as number,
                },
              }),
        );
        person.state.set('dashboard version', dashboard.version);
        person.ack('dashboard', person.personId, probe, { minVersion: dashboard.version });
      } catch (error) {
        person.state.delete('dashboard version');
        throw error;
      }
    },
  },
  {
    name: 'dashboard: read',
    area: 'dashboard',
    weight: 1.5,
    run: (person) => person.call(DASHBOARD_ENDPOINTS.get),
  },
];

export const NOTIFICATION_ACTIONS: TAction[] = [
  {
    name: 'notifications: read and mark',
    area: 'notifications',
    weight: 1.5,
    run: async (person) => {
      const found = await person.call(NOTIFICATION_ENDPOINTS.search, {
        body: { startIndex: 0, endIndex: 20 },
      });
      const one = person.pick(found.items);
      const draw = person.random();
      if (!one || draw < 0.3) return;
      if (draw < 0.55) await person.call(NOTIFICATION_ENDPOINTS.mark.read, { body: { id: one.id } });
      else if (draw < 0.7) await person.call(NOTIFICATION_ENDPOINTS.mark.unread, { body: { id: one.id } });
      else if (draw < 0.8) await person.call(NOTIFICATION_ENDPOINTS.mark.remove, { body: { id: one.id } });
      else if (draw < 0.9)
        await person.call(NOTIFICATION_ENDPOINTS.markAllRead, {
          body: { ids: found.items.map((item) => item.id) },
        });
      else await person.call(NOTIFICATION_ENDPOINTS.list);
    },
  },
  {
    name: 'notifications: preferences',
    area: 'notifications',
    weight: 0.2,
    run: async (person) => {
      const inApp = person.chance(0.8);
      const { preferences } = await person.writing('notification preferences', person.personId, () =>
        person.call(NOTIFICATION_ENDPOINTS.setPreferences, {
          body: { preferences: { assigned: { inApp, email: false } } },
        }),
      );
      person.ack(
        'notification preferences',
        person.personId,
        oneProbe(
          `notification preferences:${person.personId}`,
          person.who,
          NOTIFICATION_ENDPOINTS.preferences,
          {},
          (answer) => ({
            fields: { assigned: answer.preferences.assigned },
          }),
        ),
        { fields: { assigned: preferences.assigned } },
      );
    },
  },
];

export const ACCOUNT_ACTIONS: TAction[] = [
  {
    name: 'account: session and menu',
    area: 'account',
    weight: 1.5,
    run: async (person) => {
      const draw = person.random();
      if (draw < 0.6) await person.call(SESSION_ENDPOINTS.get, { query: { offset: 0, tz: 'UTC' } });
      else if (draw < 0.7) await person.call(SESSION_ENDPOINTS.reload);
      else if (draw < 0.8)
        await person.call(SESSION_ENDPOINTS.navBarPreference, {
          query: { open: person.chance(0.5) ? 'true' : 'false' },
        });
      else if (draw < 0.87)
        await person.call(SESSION_ENDPOINTS.switchOrg, { params: { id: person.world.orgId } });
      else if (draw < 0.94)
        await person.call(ACCOUNT_ENDPOINTS.setDefaultOrg, { params: { id: person.world.orgId } });
      else await person.call(ACCOUNT_ENDPOINTS.loginInfo, { params: { id: person.seed.userId } });
    },
  },
  {
    name: 'account: preferences',
    area: 'account',
    weight: 0.4,
    run: async (person) => {
      const orgId = person.world.orgId;
      if (person.chance(0.5))
        await person.call(PERSON_PREFERENCE_ENDPOINTS.theme, {
          params: { orgId, n: String(Math.floor(person.random() * 2)) },
        });
      else
        await person.call(PERSON_PREFERENCE_ENDPOINTS.dashboard, {
          params: { orgId, n: String(Math.floor(person.random() * 2)) },
        });
    },
  },
  {
    name: 'account: profile',
    area: 'account',
    weight: 0.3,
    run: async (person) => {
      const lastName = person.chance(0.5) ? person.seed.lastName : `${person.seed.lastName}-Smith`;
      const { user } = await person.writing('profile', person.seed.userId, () =>
        person.call(ACCOUNT_ENDPOINTS.updateProfile, {
          body: { firstName: person.seed.firstName, lastName },
        }),
      );
      person.ack(
        'profile',
        person.seed.userId,
        oneProbe(
          `profile:${person.seed.userId}`,
          person.who,
          ACCOUNT_ENDPOINTS.userDetails,
          { params: { id: person.seed.userId } },
          (answer) => ({
            fields: { lastName: answer.user.lastName },
          }),
        ),
        { fields: { lastName: user.lastName } },
      );
    },
  },
  {
    name: 'account: sign in on a second device',
    area: 'account',
    weight: 0.4,
    when: (person) => person.passwordKnown,
    run: async (person) => {
      const signedIn = await person.call(SIGNED_OUT_ENDPOINTS.signIn, {
        body: { email: person.seed.email, password: PASSWORDS[person.passwordIndex] as string },
      });
      const device = { token: signedIn.token, ip: person.who.ip };
      const { session } = await person.ctx.api.call(device, SESSION_ENDPOINTS.get);
      // Signs that device out, or ends every other session from the first one.
      if (person.chance(0.5))
        await person.ctx.api.call(device, SESSION_ENDPOINTS.end, { params: { id: session.id } });
      else await person.call(SESSION_ENDPOINTS.endOthers);
    },
  },
  {
    name: 'account: change password',
    area: 'account',
    weight: 0.04,
    when: (person) => person.passwordKnown,
    run: async (person) => {
      const next = 1 - person.passwordIndex;
      try {
        await person.call(ACCOUNT_ENDPOINTS.changePassword, {
          body: {
            currentPassword: PASSWORDS[person.passwordIndex] as string,
            newPassword: PASSWORDS[next] as string,
            signOutOtherSessions: false,
          },
        });
        person.passwordIndex = next;
      } catch (error) {
        if (outcomeUnknown(error)) person.passwordKnown = false;
        throw error;
      }
    },
  },
];
