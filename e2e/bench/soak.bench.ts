import { test } from '@playwright/test';
import { Client } from 'pg';
import type { TBookingDays, TTimeSlot } from '@agency/contracts';
import { freePort } from '../support/postgres';
import { startServer } from '../support/server';
import { testDatabaseUrl } from '../support/state';
import { loopbackAddress } from './chat-load';
import { openHeapProbe, openTimedSocket, percentile, rssMb, type TimedSocket } from './probes';
import { printTable } from './table';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const SAMPLE_SECONDS = 30;
/** Memory is judged against the first sample after this (pools filled, code compiled, caches warm). */
const WARM_UP_SECONDS = 60;
/** "Flat": the last sample within this fraction of the warm sample, or within FLAT_SLACK_MB of it. */
const FLAT_TOLERANCE = 0.1;
const FLAT_SLACK_MB = 5;
const CHAT_SOCKETS = 20;
const CHAT_INTERVAL_MS = 2000;

/** One loop of a visitor kind: requests one after another with a pause, as real visitors spread out. */
interface Timing {
  latencies: number[];
  errors: number;
  firstError?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Five minutes (SOAK_SECONDS) of mixed traffic on one production server of a database of its own: prerendered page
 * loads with their assets, lead submissions, bookings, feedback reactions and submissions, and chat sockets sending
 * messages. Every answer must be a 2xx; the table gives errors and p50/p99 per endpoint, and the server's RSS (from
 * /proc) and V8 heap after a full GC (through its inspector) every 30 s.
 */
test('soak: mixed traffic on one instance', async () => {
  test.setTimeout((SOAK_SECONDS + 180) * 1000);
  // A database of the soak's own: the other benches book most of the slots of the shared one.
  const shared = new URL(testDatabaseUrl());
  const name = `agency_soak_${Date.now()}`;
  const admin = new Client({ connectionString: shared.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(shared.toString());
  databaseUrl.pathname = `/${name}`;

  const inspectPort = await freePort();
  const server = await startServer({
    port: await freePort(),
    databaseUrl: databaseUrl.toString(),
    env: {
      NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}`,
      // Every visitor here comes from 127.0.0.1; the limits themselves are tested elsewhere.
      LEADS_RATE_LIMIT: '100000000',
      SCHEDULING_BOOK_RATE_LIMIT: '100000000',
      FEEDBACK_RATE_LIMIT: '100000000',
      SCHEDULING_OPENING_TIME: '00:00',
      SCHEDULING_CLOSING_TIME: '24:00',
    },
  });
  const pid = server.process.pid as number;
  const heap = await openHeapProbe(inspectPort);
  const timings = new Map<string, Timing>();
  const record = (endpoint: string, ms: number, error?: string) => {
    const timing = timings.get(endpoint) ?? { latencies: [], errors: 0 };
    timings.set(endpoint, timing);
    timing.latencies.push(ms);
    if (error) {
      timing.errors += 1;
      timing.firstError ??= error;
    }
  };
  /** One request, timed and checked (a non-2xx or no answer is an error), returning the parsed body. */
  const call = async (endpoint: string, url: string, init?: RequestInit): Promise<unknown> => {
    const start = performance.now();
    try {
      const response = await fetch(`${server.baseUrl}${url}`, { ...init, signal: AbortSignal.timeout(10_000) });
      const text = await response.text();
      record(endpoint, performance.now() - start, response.ok ? undefined : `${response.status} ${text.slice(0, 200)}`);
      return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch (error) {
      record(endpoint, performance.now() - start, String(error));
      return undefined;
    }
  };
  const post = (endpoint: string, body: unknown) =>
    call(`POST ${endpoint}`, endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const endAt = performance.now() + SOAK_SECONDS * 1000;
  const running = () => performance.now() < endAt;
  const samples: { second: number; rss: number; heap: number }[] = [];
  const sample = async (second: number) => samples.push({ second, rss: rssMb(pid), heap: await heap.usedHeapMb() });

  try {
    const home = String(await call('GET / (prerendered)', '/'));
    // The page's own files (script, icon, remotes list), as a browser loads them; the minified HTML leaves attribute
    // values unquoted. A browser would cache them; here each is fetched every time.
    const assets = [...new Set([...home.matchAll(/(?:src|href)=["']?(\/[^"' >#?]+\.(?:js|css|svg|json))(?=["' >#?]|$)/g)].map((match) => match[1] as string))].slice(0, 4);
    if (assets.length === 0) throw new Error('No script or style found in the prerendered home page');
    const contextId = ((await call('GET /api/feedback/contexts/:id', '/api/feedback/contexts/home')) as { id: string }).id;
    const days = (await call('GET /api/scheduling/days', '/api/scheduling/days')) as TBookingDays;
    const openDays = days.days.filter((day) => day.available && day.date !== days.today).map((day) => day.date);

    const pages = async () => {
      while (running()) {
        await call('GET / (prerendered)', '/');
        await call('GET /book-consultation (prerendered)', '/book-consultation');
        for (const asset of assets) await call('GET asset (js/css)', asset);
        await pause(100);
      }
    };
    let sequence = 0;
    const leads = async () => {
      while (running()) {
        sequence += 1;
        await post('/api/leads', { firstName: 'Mere', lastName: 'Tane', email: `soak-${sequence}@example.co.nz`, company: 'Kiwi Bakery', message: 'Please call me back.' });
        await pause(250);
      }
    };
    const bookings = async () => {
      let slots: TTimeSlot[] = [];
      let day = 0;
      while (running() && day < openDays.length) {
        if (slots.length === 0) {
          const date = openDays[day] as string;
          slots = (((await call('GET /api/scheduling/slots', `/api/scheduling/slots?date=${date}&duration=30`)) as TTimeSlot[] | undefined) ?? []).filter((slot) => slot.available);
          if (slots.length === 0) day += 1;
          continue;
        }
        const slot = slots.shift() as TTimeSlot;
        sequence += 1;
        await post('/api/scheduling/book', {
          clientName: 'Aroha Ngata',
          clientEmail: `soak-booking-${sequence}@example.co.nz`,
          clientPhone: '+64 21 123 4567',
          companyName: 'Ngata Plumbing',
          serviceInterest: 'business_automation',
          appointmentDate: slot.startsAt,
          duration: 30,
          notes: 'Soak test booking.',
        });
        await pause(1500);
      }
    };
    const feedback = async () => {
      while (running()) {
        sequence += 1;
        const sessionId = `soak-session-${sequence}`;
        await post('/api/feedback/reactions', { contextId, emoji: '😊', sentiment: 'positive', sessionId, metadata: { contextIdentifier: 'home' } });
        await post('/api/feedback/submissions', { contextId, rating: 4, comment: 'Quick to find what I needed.', category: 'general', sessionId, metadata: { contextIdentifier: 'home' } });
        await pause(500);
      }
    };
    const chat = async (index: number) => {
      let socket: TimedSocket;
      const start = performance.now();
      try {
        socket = await openTimedSocket(server.baseUrl, { localAddress: loopbackAddress(index * 10) });
        record('ws open (to history)', performance.now() - start);
      } catch (error) {
        record('ws open (to history)', performance.now() - start, String(error));
        return;
      }
      await pause((index * CHAT_INTERVAL_MS) / CHAT_SOCKETS);
      let n = 0;
      while (running()) {
        n += 1;
        const text = `soak ${index} ${n}`;
        const sentAt = performance.now();
        socket.send(text, 'user');
        const echoed = await Promise.race([socket.arrivedAt(text), pause(10_000).then(() => undefined)]);
        record('ws chat message (to echo)', (echoed ?? performance.now()) - sentAt, echoed === undefined ? 'no echo within 10 s' : undefined);
        await pause(CHAT_INTERVAL_MS);
      }
      socket.ws.close();
    };
    const sampler = async () => {
      await sample(0);
      for (let second = SAMPLE_SECONDS; second <= SOAK_SECONDS; second += SAMPLE_SECONDS) {
        await pause(Math.max(0, endAt - (SOAK_SECONDS - second) * 1000 - performance.now()));
        await sample(second);
      }
    };
    await Promise.all([
      ...Array.from({ length: 4 }, pages),
      leads(),
      bookings(),
      feedback(),
      ...Array.from({ length: CHAT_SOCKETS }, (_, index) => chat(index)),
      sampler(),
    ]);
  } finally {
    heap.close();
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }

  const rows = [...timings.entries()].map(([endpoint, timing]) => ({
    endpoint,
    requests: timing.latencies.length,
    errors: timing.errors,
    'p50 ms': percentile(timing.latencies, 50).toFixed(1),
    'p99 ms': percentile(timing.latencies, 99).toFixed(1),
  }));
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  printTable(`Soak: ${SOAK_SECONDS} s of mixed traffic on one instance, ${total} requests and messages, ${errors} errors (must be 0)`, rows);
  for (const [endpoint, timing] of timings) if (timing.firstError) console.log(`first error of ${endpoint}: ${timing.firstError}`);

  printTable(`Soak: server memory every ${SAMPLE_SECONDS} s (heap = V8 used heap after a full GC)`, samples.map((s) => ({ s: s.second, 'RSS MB': s.rss.toFixed(1), 'heap MB': s.heap.toFixed(1) })));
  const warm = samples.find((s) => s.second >= WARM_UP_SECONDS) ?? samples[0];
  const last = samples.at(-1);
  if (warm && last) {
    const flat = (from: number, to: number) => to - from <= Math.max(FLAT_SLACK_MB, from * FLAT_TOLERANCE);
    console.log(
      `Memory from ${warm.second} s to ${last.second} s: RSS ${warm.rss.toFixed(1)} → ${last.rss.toFixed(1)} MB (${flat(warm.rss, last.rss) ? 'flat' : 'GROWING'}), ` +
        `heap ${warm.heap.toFixed(1)} → ${last.heap.toFixed(1)} MB (${flat(warm.heap, last.heap) ? 'flat' : 'GROWING'}); ` +
        `flat = within ${FLAT_TOLERANCE * 100} % or ${FLAT_SLACK_MB} MB of the value after ${WARM_UP_SECONDS} s of warm-up`,
    );
  }
});
