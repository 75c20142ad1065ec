import { SESSION_CONTEXT_HEADER } from '@cairn/domain/account/account.constants';

/** Where a tab keeps its id: sessionStorage lives as long as the tab (and is copied when it is duplicated). */
const STORAGE_KEY = 'cairn.sessionContextId';
/** Tabs of this site tell each other which ids they hold, so a duplicated tab can take a new one. */
const CHANNEL = 'cairn-session-context';

export { SESSION_CONTEXT_HEADER };

let current: string | null = null;

/** A random id; `crypto.randomUUID` exists only on https and localhost, and Cairn may be served over plain http. */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function store(id: string) {
  try {
    sessionStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Storage refused (private mode): the id lives as long as the page.
  }
}

/** This tab's session context id (002 §3): made once per tab and sent with every call. */
export function sessionContextId(): string {
  if (current) return current;
  try {
    current = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    current = null;
  }
  if (!current) {
    current = newId();
    store(current);
  }
  return current;
}

type TMessage = { type: 'hello' | 'taken'; id: string };

/**
 * Finds out whether this tab is a duplicate (its sessionStorage, and so its id, was copied from
 * another open tab): it says hello with its id, and a tab already holding that id answers
 * "taken". The duplicate then takes a new id and `onNewId` lets it keep its organisation.
 * Answers a function that stops listening.
 */
export function watchForDuplicateTab(onNewId: (id: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  let isNewcomer = true;
  const settle = setTimeout(() => {
    isNewcomer = false;
  }, 2000);
  channel.onmessage = (event: MessageEvent<TMessage>) => {
    const message = event.data;
    if (message?.id !== sessionContextId()) return;
    if (message.type === 'hello' && !isNewcomer) channel.postMessage({ type: 'taken', id: message.id });
    if (message.type === 'taken' && isNewcomer) {
      isNewcomer = false;
      current = newId();
      store(current);
      onNewId(current);
    }
  };
  channel.postMessage({ type: 'hello', id: sessionContextId() } satisfies TMessage);
  return () => {
    clearTimeout(settle);
    channel.close();
  };
}
