import { Document, Text, View } from '@react-pdf/renderer';
import type { TPdfItem, TPdfJob, TPdfList } from '../pdf-jobs.ts';
import { BAD, GOOD, h, pdfPage, type TCell, type TColumn, table } from '../pdf-kit.ts';
import { richText } from '../pdf-rich-text.ts';
import type { TPdfWords } from '../pdf-words.ts';

/** An item status's key (`OnTrack` -> `pdf.status.onTrack`); a status without one prints as it is. */
const statusKey = (status: string) => `pdf.status.${status.charAt(0).toLowerCase()}${status.slice(1)}`;

const STATUS_COLOR: Record<string, string> = { OnTrack: GOOD, Done: GOOD, OffTrack: BAD, NotDone: BAD };

/** A status in its word, green or red where it says how a rock or to-do is going. */
export function statusCell(status: string, words: TPdfWords) {
  const color = STATUS_COLOR[status];
  const key = statusKey(status);
  return h(
    Text,
    { style: color ? { color, fontWeight: 'bold' } : {} },
    words.has(key) ? words.t(key) : status,
  );
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

/** Each list's column noun (`pdf.common.*`) and whether its items have a due date. */
const LISTS: Record<TPdfList['type'], { noun: string; hasDue: boolean }> = {
  todos: { noun: 'pdf.common.todo', hasDue: true },
  issues: { noun: 'pdf.common.issue', hasDue: false },
  rocks: { noun: 'pdf.common.rock', hasDue: true },
  headlines: { noun: 'pdf.common.headline', hasDue: false },
};

/** The columns and rows of one meeting list. */
function listTable(list: TPdfList, color: string, words: TPdfWords) {
  const { noun, hasDue } = LISTS[list.type];
  const columns: TColumn[] = [
    { label: '#', width: 22, align: 'right' },
    { label: words.t(noun), flex: 5 },
    { label: words.t('pdf.common.owner'), flex: 1.6 },
    ...(hasDue ? [{ label: words.t('pdf.common.due'), width: 74 }] : []),
    { label: words.t('pdf.common.status'), width: 58 },
  ];
  const rows = list.items.map((item, index) => [
    words.number(index + 1),
    titleCell(item),
    item.owner,
    ...(hasDue ? [item.dueDate ? words.day(item.dueDate) : ''] : []),
    statusCell(item.status, words),
  ]);
  return table(columns, rows, color, words.t('pdf.common.empty'));
}

/** `traction/{m}/{todos|issues|rocks|headlines}/pdf`: the open list as the meeting page shows it. */
export function meetingListDocument(job: TPdfJob & { kind: 'list' }, words: TPdfWords) {
  return h(
    Document,
    { title: job.title, author: job.brand.orgName, creator: 'Cairn', producer: 'Cairn' },
    pdfPage(
      { brand: job.brand, words, title: job.title, subtitle: job.subtitle },
      h(
        Text,
        { style: { marginBottom: 6, color: '#5b6470' } },
        words.t('pdf.list.open', { count: job.data.items.length }),
      ),
      listTable(job.data, job.brand.color, words),
    ),
  );
}
