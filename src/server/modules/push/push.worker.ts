import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// One push on the wire, off the event loop that serves requests: a worker thread encrypts the
// payload for the device with web-push (RFC 8291, aes128gcm: an ECDH agreement per push, the
// costliest step) and posts it over keep-alive connections. The main thread only claims, counts
// and decides what a push service's answer means.

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/** One push: the device, the payload's JSON, how long the push service keeps it, the VAPID header. */
export interface OutgoingPush {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly text: string;
  readonly ttl: number;
  readonly urgency: Urgency;
  readonly authorization: string;
}

/** A push service's answer: its status (0: no answer), its Retry-After; `unencryptable`: the device's keys could not be used. */
export interface PushAnswer {
  readonly status: number;
  readonly retryAfter?: string;
  readonly unencryptable?: true;
}

export type PushTransport = (push: OutgoingPush) => Promise<PushAnswer>;

/** The worker's code (CommonJS, evaluated: the same in the built app, under tsx and under Jest). */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const https = require('node:https');
const webpush = require(workerData.webPush);
// Lowest priority for this thread (Linux: a thread's id names it to setpriority): when the cores are
// busy, the event loop that serves bets runs first; when they are not, pushes go at full speed.
try { require('node:os').setPriority(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()), 19); } catch {}
const agents = { 'https:': new https.Agent({ keepAlive: true, maxSockets: workerData.sockets }), 'http:': new http.Agent({ keepAlive: true, maxSockets: workerData.sockets }) };
parentPort.on('message', (m) => {
  if (m === 'stop') { Object.values(agents).forEach((a) => a.destroy()); parentPort.close(); return; }
  let details;
  try {
    details = webpush.generateRequestDetails({ endpoint: m.endpoint, keys: m.keys }, m.text, { headers: { Authorization: m.authorization }, TTL: m.ttl, urgency: m.urgency });
  } catch (error) {
    parentPort.postMessage({ id: m.id, status: 0, unencryptable: true });
    return;
  }
  let answered = false;
  const answer = (a) => { if (!answered) { answered = true; parentPort.postMessage({ id: m.id, ...a }); } };
  const url = new URL(details.endpoint);
  const request = (url.protocol === 'https:' ? https : http).request(url, { method: 'POST', headers: details.headers, agent: agents[url.protocol], timeout: workerData.timeoutMs }, (response) => {
    const retryAfter = response.headers['retry-after'];
    response.resume();
    response.on('end', () => answer({ status: response.statusCode || 0, ...(retryAfter ? { retryAfter } : {}) }));
    response.on('error', () => answer({ status: 0 }));
  });
  request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
  request.on('error', () => answer({ status: 0 }));
  request.end(details.body);
});
`;

/**
 * Pushes through a worker thread (started on the first push, started again if it ever dies): at
 * most `sockets` connections per push service, `timeoutMs` for an answer. Redirects are not
 * followed; an http: endpoint is reached only because PUSH_ENDPOINT_ALLOWLIST named its origin.
 */
export function workerTransport(sockets: number, timeoutMs = 10_000): PushTransport & { close(): Promise<void> } {
  const webPush = createRequire(path.join(process.cwd(), 'index.js')).resolve('web-push');
  const waiting = new Map<number, (answer: PushAnswer) => void>();
  let worker: Worker | undefined;
  let next = 0;
  const start = () => {
    const started = new Worker(SOURCE, { eval: true, workerData: { webPush, sockets, timeoutMs } });
    started.on('message', (answer: PushAnswer & { id: number }) => {
      const { id, ...rest } = answer;
      waiting.get(id)?.(rest);
      waiting.delete(id);
    });
    // A worker that dies answers its pushes as unanswered (tried again later) and is replaced.
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      for (const resolve of waiting.values()) resolve({ status: 0 });
      waiting.clear();
    });
    started.unref();
    return started;
  };
  const send: PushTransport = (push) =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      (worker ??= start()).postMessage({ id, ...push });
    });
  const close = async () => {
    const stopping = worker;
    worker = undefined;
    if (!stopping) return;
    await new Promise<void>((resolve) => {
      stopping.once('exit', () => resolve());
      stopping.postMessage('stop');
      setTimeout(() => void stopping.terminate(), 2000).unref();
    });
  };
  return Object.assign(send, { close });
}
