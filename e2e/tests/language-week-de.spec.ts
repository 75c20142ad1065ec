import { expect, test } from '@playwright/test';
import { bearer, signInThroughUi } from '../support/accounts.ts';
import { overviewPath } from '../support/items.ts';
import { chooseLanguage } from '../support/language.ts';
import { createMeeting, createTeam } from '../support/meetings.ts';
import { shootBothWidths } from '../support/screenshots.ts';
import { addCountMeasurable, openScorecard, scorecardIdOf } from './scorecards/scorecard-support.ts';

test.use({ viewport: { width: 1440, height: 900 } });
// Ten screenshots, each checked with axe, on a loaded 2-core machine.
test.setTimeout(300_000);

test('a German-speaking team finds its dashboard, meeting, live meeting, scorecard and chart in German (issue 33)', async ({
  page,
  request,
}) => {
  const team = await createTeam(request, 'Woche GmbH');
  const title = `Führungsteam L10 ${team.run}`;
  const meetingId = await createMeeting(request, team.owner.token, title, [team.colleaguePersonId]);
  const scorecardId = await scorecardIdOf(request, team.owner.token, meetingId);
  await addCountMeasurable(
    request,
    team.owner.token,
    { scorecardId, meetingId, ownerId: team.ownerPersonId },
    'Verkaufsgespräche',
    20,
  );
  const folder = await request.get('/api/v2/ac/collections/company-folder', {
    headers: bearer(team.owner.token),
  });
  const folderId = ((await folder.json()) as { collection: { id: string } }).collection.id;
  const chart = await request.put(`/api/v2/ac/collection/${folderId}/revision/create`, {
    headers: bearer(team.owner.token),
    data: { title: 'Organigramm' },
  });
  const chartId = ((await chart.json()) as { revision: { id: string } }).revision.id;

  await signInThroughUi(page, team.owner.email, team.owner.password);
  await chooseLanguage(page, 'Deutsch', 'Sprache');

  // The dashboard: the toolbar and the widgets' frames in German.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Widget hinzufügen' })).toBeVisible({ timeout: 45_000 });
  await shootBothWidths(page, 'language-dashboard-de');

  // The meeting's overview: its tabs, facts and agenda total in German.
  await page.goto(overviewPath(meetingId));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('tab', { name: 'Übersicht' })).toBeVisible();
  await expect(page.getByText(/Minuten insgesamt/)).toBeVisible();
  await shootBothWidths(page, 'language-meeting-de');

  // The scorecard: its buttons, its export link, and the measurable's name.
  await openScorecard(page, meetingId, title);
  await expect(page.getByRole('button', { name: 'Kennzahl hinzufügen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSV exportieren' })).toBeVisible();
  await expect(page.getByText('Verkaufsgespräche')).toBeVisible();
  await shootBothWidths(page, 'language-scorecard-de');

  // The live meeting: not started, then joined and started, in German.
  await page.goto(`/meeting/live/${meetingId}`);
  await expect(page.getByText('Nicht gestartet')).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Meeting beitreten' }).click();
  await page.getByRole('button', { name: 'Meeting starten' }).click();
  await expect(page.getByText('Läuft')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Agenda' })).toBeVisible();
  await shootBothWidths(page, 'language-live-meeting-de');

  // The chart: its toolbar and the people and seats panel.
  await page.goto(`/ac/collection/${folderId}/revision/${chartId}`);
  await expect(page.getByRole('button', { name: 'Veröffentlichen' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('combobox', { name: 'Person oder Position suchen' })).toBeVisible();
  await shootBothWidths(page, 'language-chart-de');
});
