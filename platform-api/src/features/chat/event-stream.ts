import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatMessage } from '../../contract/chat.js';

/** How often a stream looks for new messages in the table (every server sees every write). */
export const POLL_MS = 1000;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** How often a stream checks that its caller may still read (ticket, session). */
export const RECHECK_MS = 60_000;

export interface EventStreamSource {
  /** Messages after `after`, oldest first. */
  next(after: number): Promise<ChatMessage[]>;
  /** Whether the caller may still read; false ends the stream with an `expired` event. */
  stillAllowed?(): Promise<boolean>;
}

/** The open streams of one server, ended when it shuts down. */
export type OpenStreams = Set<() => void>;

/** A set of streams that the server ends before it closes (else closing waits for them). */
export function endOnClose(app: FastifyInstance): OpenStreams {
  const open: OpenStreams = new Set();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  return open;
}

/**
 * Answers with a server-sent event stream: `event: message` (one chat message as JSON, its id as
 * the event id) for each new message after `after`, found by polling the table every POLL_MS
 * (the API servers are stateless over one database: the table is what they share). A heartbeat
 * comment every HEARTBEAT_MS. Ends when the client goes, the server closes or the caller may no
 * longer read. A reconnecting EventSource sends Last-Event-ID, which takes over from `after`.
 */
export function streamMessages(
  request: FastifyRequest,
  reply: FastifyReply,
  after: number,
  source: EventStreamSource,
  open: OpenStreams,
  options: { pollMs?: number; heartbeatMs?: number } = {},
): void {
  const lastEventId = Number(request.headers['last-event-id']);
  let cursor = Number.isSafeInteger(lastEventId) && lastEventId > after ? lastEventId : after;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // nginx and similar would otherwise buffer the stream
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write('retry: 3000\n\n');

  let ended = false;
  let polling = false;
  let lastCheck = Date.now();
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(poller);
    clearInterval(heartbeat);
    open.delete(end);
    raw.end();
  };
  const poll = async () => {
    if (ended || polling) return;
    polling = true;
    try {
      if (source.stillAllowed && Date.now() - lastCheck >= RECHECK_MS) {
        lastCheck = Date.now();
        if (!(await source.stillAllowed())) {
          raw.write('event: expired\ndata: {}\n\n');
          end();
          return;
        }
      }
      const messages = await source.next(cursor);
      for (const message of messages) {
        if (ended) return;
        raw.write(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
        cursor = message.id;
      }
    } catch (error) {
      // A failed read (the database restarting) is tried again on the next tick.
      request.log.warn({ err: error }, 'chat event stream: reading new messages failed');
    } finally {
      polling = false;
    }
  };
  const poller = setInterval(() => void poll(), options.pollMs ?? POLL_MS);
  const heartbeat = setInterval(() => {
    if (!ended) raw.write(': ping\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  open.add(end);
  request.raw.on('close', end);
  void poll();
}
