import { Document, Text, View } from '@react-pdf/renderer';
import type { TPdfItem, TPdfJob, TPdfList } from '../pdf-jobs.ts';
import { BAD, GOOD, h, pdfPage, type TCell, type TColumn, table } from '../pdf-kit.ts';
import { richText } from '../pdf-rich-text.ts';
import { formatDay } from './pdf-format.ts';

/** Every item status as a reader says it. */
const STATUS_WORDS: Record<string, string> = {
  Pending: 'Open',
  NotDone: 'Not done',
  Done: 'Done',
  Removed: 'Removed',
  Open: 'Open',
  Solved: 'Solved',
  OnTrack: 'On track',
  OffTrack: 'Off track',
  Closed: 'Closed',
  NonRock: 'Non-Rock',
  ToReview: 'To review',
  Reviewed: 'Reviewed',
};

const STATUS_COLOR: Record<string, string> = { OnTrack: GOOD, Done: GOOD, OffTrack: BAD, NotDone: BAD };

/** A status in its word, green or red where it says how a rock or to-do is going. */
export function statusCell(status: string) {
  const color = STATUS_COLOR[status];
  return h(Text, { style: color ? { color, fontWeight: 'bold' } : {} }, STATUS_WORDS[status] ?? status);
}

/** The title with its notes under it. */
function titleCell(item: TPdfItem): TCell {
  return h(
    View,
    null,
    h(Text, { style: { fontWeight: 'bold' } }, item.title),
    richText(item.contentHtml, { marginTop: 2 }),
  );
}

const LISTS: Record<TPdfList['type'], { noun: string; hasDue: boolean }> = {
  todos: { noun: 'To-do', hasDue: true },
  issues: { noun: 'Issue', hasDue: false },
  rocks: { noun: 'Rock', hasDue: true },
  headlines: { noun: 'Headline', hasDue: false },
};

/** The columns and rows of one meeting list. */
function listTable(list: TPdfList, color: string) {
  const { noun, hasDue } = LISTS[list.type];
  const columns: TColumn[] = [
    { label: '#', width: 22, align: 'right' },
    { label: noun, flex: 5 },
    { label: 'Owner', flex: 1.6 },
    ...(hasDue ? [{ label: 'Due', width: 74 }] : []),
    { label: 'Status', width: 58 },
  ];
  const rows = list.items.map((item, index) => [
    String(index + 1),
    titleCell(item),
    item.owner,
    ...(hasDue ? [item.dueDate ? formatDay(item.dueDate) : ''] : []),
    statusCell(item.status),
  ]);
  return table(columns, rows, color);
}

/** `traction/{m}/{todos|issues|rocks|headlines}/pdf`: the open list as the meeting page shows it. */
export function meetingListDocument(job: TPdfJob & { kind: 'list' }) {
  return h(
    Document,
    { title: job.title, author: job.brand.orgName, creator: 'Cairn', producer: 'Cairn' },
    pdfPage(
      { brand: job.brand, title: job.title, subtitle: job.subtitle },
      h(Text, { style: { marginBottom: 6, color: '#5b6470' } }, `${job.data.items.length} open`),
      listTable(job.data, job.brand.color),
    ),
  );
}
