import { z } from 'zod';

export { MessageCode, type TMessageCode } from './message-codes.ts';

/** One message of an answer: `{ id, type, text, field? }` (ARCHITECTURE §4). */
export const ZMessage = z.object({
  id: z.string(),
  type: z.enum(['info', 'warning', 'error', 'success']),
  text: z.string(),
  field: z.string().optional(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** The envelope every JSON answer carries beside its payload. */
export const ZEnvelope = z.object({ succeeded: z.boolean(), messages: z.array(ZMessage) });
export type TEnvelope = z.infer<typeof ZEnvelope>;

/** Builds an error message. */
export function errorMessage(id: string, text: string, field?: string): TMessage {
  return field ? { id, type: 'error', text, field } : { id, type: 'error', text };
}

/** The all-zero id the spec calls the empty id. */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
