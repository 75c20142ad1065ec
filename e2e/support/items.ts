import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { bearer, signInThroughUi, type TTestUser } from './accounts.ts';
import { liveRegistered } from './live.ts';

/** The overview of a meeting (its thread id is its own id for now). */
export const overviewPath = (meetingId: string) => `/traction/${meetingId}/${meetingId}/meetingoverview`;

/** Creates an item through the API as the token's user (the list shows it; nothing is answered). */
export async function createItem(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.post(`/api/v2/${path}`, { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * A company rock, a meeting issue and a headline of `ownerId` in the meeting, and a meeting to-do
 * when `titles.todo` is given: one row in each list of the meeting overview.
 */
export async function createMeetingItems(
  request: APIRequestContext,
  token: string,
  place: { ownerId: string; meetingId: string },
  titles: { rock: string; issue: string; headline: string; todo?: string },
) {
  const { ownerId, meetingId } = place;
  await createItem(request, token, 'rocks', {
    ownerId,
    title: titles.rock,
    dueDate: '2026-12-31',
    type: 'company',
    tractionIds: [meetingId],
  });
  if (titles.todo) {
    await createItem(request, token, 'todos', {
      title: titles.todo,
      ownerIds: [ownerId],
      tractionId: meetingId,
    });
  }
  await createItem(request, token, 'issues', {
    ownerId,
    title: titles.issue,
    tractionId: meetingId,
    entityType: 'meeting',
  });
  await createItem(request, token, 'headlines', { ownerId, title: titles.headline, tractionId: meetingId });
}

/** Picks an option of a Mantine Select (a combobox) by its visible text. */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Signs a second person in, in a browser context of their own, and opens a meeting's overview
 * once their live-update registration is acknowledged: the "second browser" that sees changes.
 */
export async function openSecondBrowser(browser: Browser, user: TTestUser, meetingId: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, user.email, user.password);
  // The overview is a new page load with a new socket: watch that one's registration.
  const registered = liveRegistered(page, { method: 'register' });
  await page.goto(overviewPath(meetingId));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await registered;
  return page;
}
