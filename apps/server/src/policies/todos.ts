import { todos } from '../db/schema/index.ts';
import { itemPolicy } from './items.ts';

/** Who sees a to-do: its owner, and whoever sees its meeting (a personal to-do: its owner only). */
export const todoPolicy = itemPolicy({ owner: todos.ownerPersonId, meeting: todos.meetingId });
