import { callAs, type TSession } from '../../test/route-test.ts';
import type { TTestApp } from '../../test/test-app.ts';

/** The caller's notifications as the panel first reads them (newest first), with the badge. */
export async function inbox(app: TTestApp, session: TSession, filters: Record<string, string[]> = {}) {
  const res = await callAs(app, session, 'POST', '/notification-center/search', { filters });
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return res.json() as {
    items: {
      id: string;
      type: string;
      title: string;
      message: string;
      isRead: boolean;
      isActioned: boolean;
      approvalUrl: string | null;
      denyUrl: string | null;
      orgId: string | null;
    }[];
    totalCount: number;
    unreadCount: number;
  };
}
