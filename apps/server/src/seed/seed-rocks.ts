import type { TRockStatus, TRockType } from '@cairn/domain/rocks/rocks.constants';
import { ZCreateRockRequest, ZRockStatusRequest } from '@cairn/domain/rocks/rocks.schemas';
import { rocks } from '../db/schema/index.ts';
import { LEADERSHIP, quarterEnd, SALES, type TSeedContext } from './seed-context.ts';

type TRockPlace = { meeting: string; owner: string; type: TRockType; status: TRockStatus };
/** One rock of the quarter, and the rocks delegated from it. */
type TRockSeed = TRockPlace & { title: string; notes?: string; delegated?: TRockPlace[] };

/** This quarter's rocks: company rocks (some delegated down), department, team and personal ones. */
const ROCKS: TRockSeed[] = [
  {
    title: 'Grow recurring revenue to $2.4M',
    meeting: LEADERSHIP,
    owner: 'Olivia',
    type: 'company',
    status: 'OnTrack',
    notes: '<p>Measured as <strong>ARR</strong> on the last day of the quarter.</p>',
    delegated: [
      { meeting: SALES, owner: 'Marcus', type: 'department', status: 'OnTrack' },
      { meeting: SALES, owner: 'Nora', type: 'personal', status: 'OffTrack' },
    ],
  },
  {
    title: 'Launch the customer portal',
    meeting: LEADERSHIP,
    owner: 'Adam',
    type: 'company',
    status: 'OffTrack',
    delegated: [{ meeting: LEADERSHIP, owner: 'Miguel', type: 'department', status: 'OnTrack' }],
  },
  { title: 'Hire a VP of Engineering', meeting: LEADERSHIP, owner: 'Alice', type: 'company', status: 'Done' },
  {
    title: 'Close the monthly books in five days',
    meeting: LEADERSHIP,
    owner: 'Miguel',
    type: 'department',
    status: 'OnTrack',
  },
  {
    title: 'Sign ten new enterprise logos',
    meeting: SALES,
    owner: 'Marcus',
    type: 'team',
    status: 'OnTrack',
  },
  { title: 'Publish the sales playbook', meeting: SALES, owner: 'Maya', type: 'personal', status: 'Done' },
  {
    title: 'Cut the sales cycle to 45 days',
    meeting: SALES,
    owner: 'Noah',
    type: 'personal',
    status: 'OffTrack',
  },
  {
    title: 'Finish the EOS foundations course',
    meeting: LEADERSHIP,
    owner: 'Nina',
    type: 'personal',
    status: 'Done',
  },
];

/**
 * `npm run seed:demo`: this quarter's rocks through the rocks service, as the Owner enters them
 * in quarterly planning (delegated rocks linked to theirs), all due at the end of the quarter;
 * then each owner reports its status (On track, Off track or Done). Skipped when the
 * organisation has rocks already or a meeting is missing.
 */
export async function seedDemoRocks(seed: TSeedContext): Promise<void> {
  if (!(await seed.hasNone(rocks))) return;
  const dueDate = quarterEnd(seed.today);
  for (const spec of ROCKS) {
    const meetingId = seed.meetingId(spec.meeting);
    const delegated = spec.delegated ?? [];
    if (!meetingId || delegated.some((d) => !seed.meetingId(d.meeting))) continue;
    const input = ZCreateRockRequest.parse({
      title: spec.title,
      ownerId: seed.personId(spec.owner),
      dueDate,
      type: spec.type,
      tractionIds: [meetingId],
      contentHtml: spec.notes,
      delegated: delegated.map((d) => ({
        tractionId: seed.meetingId(d.meeting),
        type: d.type,
        ownerId: seed.personId(d.owner),
      })),
    });
    const created = await seed.rocks.create(seed.actor('Olivia'), input);
    const reports = [spec, ...delegated].map((place, i) => ({
      place,
      rock: i === 0 ? created.rock : created.delegates[i - 1],
    }));
    for (const { place, rock } of reports) {
      if (place.status === rock.status) continue;
      const change = ZRockStatusRequest.parse({ status: place.status, version: rock.version });
      await seed.rocks.setStatus(seed.actor(place.owner), rock.id, change);
    }
  }
}
