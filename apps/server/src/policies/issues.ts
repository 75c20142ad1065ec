import { issues } from '../db/schema/index.ts';
import { itemPolicy } from './items.ts';

/** Who sees an issue: its owner, and whoever sees its meeting. */
export const issuePolicy = itemPolicy({ owner: issues.ownerPersonId, meeting: issues.meetingId });
