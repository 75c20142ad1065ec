import { headlines } from '../db/schema/index.ts';
import { itemPolicy } from './items.ts';

/** Who sees a headline: its owner, and whoever sees its meeting. */
export const headlinePolicy = itemPolicy({ owner: headlines.ownerPersonId, meeting: headlines.meetingId });
