import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rocks, todos } from '../../db/schema/index.ts';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { readDay } from './read-day.ts';

const { app, team } = useTestApp(async (db) => {
  const built = await buildTeam(db);
  const meeting = await buildMeeting(db, built.orgId, {
    ownerPersonId: built.owner.person.id,
    inviteeIds: [built.admin.person.id, built.member.person.id],
  });
  return { ...built, meeting, stranger: await buildMember(db) };
});

/** A multipart form with the file and the fields, posted as the session. */
function postForm(
  token: string | null,
  kind: string,
  file: Buffer,
  fields: Record<string, string>,
  name = 'list.csv',
) {
  const boundary = `----list${Date.now().toString(36)}`;
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/v2/${kind}/import`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

const TODO_CSV = [
  'Task,Assignee,Due,Details',
  `Call the bank,${'Owner'},2026-04-01,Ask about rates`,
  'Order chairs,MEMBER_EMAIL,4/2/2026,',
  'Fix the sign,Nobody Known,31.04.2026,',
  ',,,',
  'Plan offsite,,Mar 31 2026,"Line one\nLine two"',
].join('\n');

const mapping = JSON.stringify({ Task: 'title', Assignee: 'owner', Due: 'dueDate', Details: 'notes' });

describe('POST todos/import', () => {
  const csv = () =>
    Buffer.from(
      TODO_CSV.replace('MEMBER_EMAIL', team.member.user.email).replace(
        'Owner',
        `${team.owner.person.firstName} ${team.owner.person.lastName}`,
      ),
    );
  const liveTodos = () =>
    app.db
      .select()
      .from(todos)
      .where(and(eq(todos.meetingId, team.meeting.id), isNull(todos.deletedAt)));

  it('with dryRun lists the refused rows and the preview, and makes nothing', async () => {
    const res = await postForm(team.admin.session.token, 'todos', csv(), {
      tractionId: team.meeting.id,
      mapping,
      dryRun: 'true',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      created: 3,
      dryRun: true,
      columns: ['Task', 'Assignee', 'Due', 'Details'],
    });
    expect(answer.refused).toEqual([
      {
        row: 4,
        reasons: [
          '"31.04.2026" is not a date (2026-03-31, 3/31/2026, 31.03.2026 or Mar 31, 2026).',
          'No one in the organization is named or has the email "Nobody Known".',
        ],
      },
      { row: 5, reasons: ['The title is empty.'] },
    ]);
    expect(answer.preview[1]).toMatchObject({ title: 'Order chairs', dueDate: '2026-04-02' });
    expect(await liveTodos()).toHaveLength(0);
  });

  it('creates the valid rows with their owners, dates and notes', async () => {
    const res = await postForm(team.admin.session.token, 'todos', csv(), {
      tractionId: team.meeting.id,
      mapping,
    });
    expect(res.json()).toMatchObject({ created: 3, dryRun: false });
    const rows = await liveTodos();
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row]));
    expect(byTitle['Call the bank']).toMatchObject({
      ownerPersonId: team.owner.person.id,
      dueDate: '2026-04-01',
    });
    expect(byTitle['Order chairs']).toMatchObject({
      ownerPersonId: team.member.person.id,
      dueDate: '2026-04-02',
    });
    // No owner named: the caller's.
    expect(byTitle['Plan offsite']).toMatchObject({
      ownerPersonId: team.admin.person.id,
      dueDate: '2026-03-31',
    });
    expect(byTitle['Plan offsite'].contentHtml).toBe('<p>Line one</p><p>Line two</p>');
  });

  it('answers 401, 403 for an Observer, 404 for another organisation’s meeting, 422 for a bad mapping', async () => {
    const fields = { tractionId: team.meeting.id, mapping };
    expect((await postForm(null, 'todos', csv(), fields)).statusCode).toBe(401);
    expect((await postForm(team.observer.session.token, 'todos', csv(), fields)).statusCode).toBe(403);
    const foreign = await postForm(team.stranger.session.token, 'todos', Buffer.from('Task\nA'), {
      tractionId: team.meeting.id,
      mapping: JSON.stringify({ Task: 'title' }),
    });
    expect(foreign.json().refused[0].reasons[0]).toMatch(/could not be found/);
    const bad = await postForm(team.admin.session.token, 'todos', csv(), {
      ...fields,
      mapping: '{"Nope":"title"}',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0]).toMatchObject({
      field: 'mapping',
      text: 'The file has no column "Nope".',
    });
  });
});

describe('POST rocks/import', () => {
  it('reads an XLSX sheet (real dates too) and needs a due date for a rock', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Rocks');
    sheet.addRow(['Rock', 'Owner', 'Due']);
    sheet.addRow(['Launch v2', team.member.user.email, new Date(Date.UTC(2026, 5, 30))]);
    sheet.addRow(['Hire a CFO', '', '']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await postForm(
      team.owner.session.token,
      'rocks',
      file,
      {
        tractionId: team.meeting.id,
        mapping: JSON.stringify({ Rock: 'title', Owner: 'owner', Due: 'dueDate' }),
      },
      'rocks.xlsx',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      created: 1,
      refused: [{ row: 3, reasons: ['A rock needs a due date.'] }],
    });
    const [rock] = await app.db.select().from(rocks).where(eq(rocks.title, 'Launch v2'));
    expect(rock).toMatchObject({ ownerPersonId: team.member.person.id, dueDate: '2026-06-30' });
  });
});

describe('readDay', () => {
  it('reads the formats spreadsheets write', () => {
    expect(readDay('2026-03-31')).toBe('2026-03-31');
    expect(readDay('2026/3/31')).toBe('2026-03-31');
    expect(readDay('3/31/2026')).toBe('2026-03-31');
    expect(readDay('31/3/2026')).toBe('2026-03-31');
    expect(readDay('31.03.2026')).toBe('2026-03-31');
    expect(readDay('Mar 31, 2026')).toBe('2026-03-31');
    expect(readDay('31 March 2026')).toBe('2026-03-31');
    expect(readDay('46112')).toBe('2026-03-31');
    expect(readDay('2026-02-30')).toBeNull();
    expect(readDay('soon')).toBeNull();
  });
});
