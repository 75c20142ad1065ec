import type { Socket } from 'node:net';
import { HTTP_TEXTS } from '@cairn/domain/common/http-texts';
import { ID_TEXTS, IDS_QUERY_MAX } from '@cairn/domain/common/ids.constants';
import { TEXT_TEXTS } from '@cairn/domain/common/text.constants';
import { errorMessage, MessageCode, type TMessage } from '@cairn/domain/errors';

/**
 * How many bytes of request line and headers the server reads (Node's default is 16 KiB): a
 * `?ids=` read of the documented 500 UUIDs (about 18.5 KB) fits with room for cookies, so it
 * reaches the route, which answers 422 past 500.
 */
export const MAX_HEADER_BYTES = 32 * 1024;

/** Node's `clientError` error; `rawPacket` is the unparsed data (a Buffer) when it has one. */
type TClientError = Error & { code?: string; rawPacket?: unknown };

const REQUEST_LINE = /^[A-Z]+ (\S+)/;
/** A request line longer than this is what overflowed (rather than cookies or other headers). */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * The query field with the longest value when the request line itself is too long (no line end
 * in its first LONG_REQUEST_LINE bytes), or undefined when the headers are what is too large.
 */
function longestQueryField(rawStart: string): string | undefined {
  if (rawStart.slice(0, LONG_REQUEST_LINE).includes('\r\n')) return undefined;
  const target = REQUEST_LINE.exec(rawStart)?.[1];
  const query = target?.split('?')[1];
  if (!query) return undefined;
  let longest: { name: string; length: number } | undefined;
  for (const pair of query.split('&')) {
    const [rawName, value = ''] = pair.split('=');
    let name = rawName;
    try {
      name = decodeURIComponent(rawName);
    } catch {
      // An escape cut in half: the name as sent.
    }
    if (name && (!longest || value.length > longest.length)) longest = { name, length: value.length };
  }
  return longest?.name;
}

/** The answer to a request whose line and headers are larger than MAX_HEADER_BYTES. */
function headerOverflowAnswer(rawStart: string): { status: number; message: TMessage } {
  const field = longestQueryField(rawStart);
  if (!field) {
    return { status: 431, message: errorMessage(MessageCode.Malformed, TEXT_TEXTS.headersTooLarge) };
  }
  const text = field.endsWith('ids') ? ID_TEXTS.tooManyIds(IDS_QUERY_MAX) : TEXT_TEXTS.requestLineTooLong;
  return { status: 422, message: errorMessage(MessageCode.Invalid, text, field) };
}

function writeAnswer(socket: Socket, status: number, reason: string, messages: TMessage[]) {
  const body = JSON.stringify({ succeeded: false, messages });
  socket.write(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Node's answers to requests it could not parse, in Cairn's message envelope (Fastify's default
 * is another JSON shape): a request line too long for MAX_HEADER_BYTES answers 422 on its longest
 * query field (`ids`: the documented "At most 500 ids at once"), oversized headers 431, a
 * timeout 408, anything else 400.
 */
export function clientErrorHandler(error: TClientError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const { status, message } = headerOverflowAnswer(
        Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1', 0, LONG_REQUEST_LINE) : '',
      );
      writeAnswer(
        socket,
        status,
        status === 422 ? 'Unprocessable Entity' : 'Request Header Fields Too Large',
        [message],
      );
    } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      writeAnswer(socket, 408, 'Request Timeout', [errorMessage(MessageCode.Malformed, HTTP_TEXTS.tooSlow)]);
    } else {
      writeAnswer(socket, 400, 'Bad Request', [errorMessage(MessageCode.Malformed, HTTP_TEXTS.malformed)]);
    }
  }
  socket.destroy(error);
}
