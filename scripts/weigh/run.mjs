#!/usr/bin/env node
// `npm run weigh`: what a typical visit costs a player in data. Starts the production server on a fresh embedded
// database with the demo data, then drives Debian's Chromium (as a phone: 375 x 812, two device pixels per CSS pixel)
// through a visit — / → /login (signing in) → /dashboard → /wallet → /leagues → /mp2 → the bid dialog — twice in one
// browser profile: a first visit with empty caches, then a return visit after the browser was closed (its HTTP cache,
// cookies and any service worker kept, as a phone keeps them until the next day). Prints, for each page of each visit,
// the requests the page made, how many reached the server, and the bytes that crossed the network; then each visit's
// total against its goal (issue 32: first visit ≤ 600 KB, return visit ≤ 150 KB), and exits 1 when one is missed.
//
// Bytes are Chromium's own count (DevTools protocol: Network.loadingFinished's encodedDataLength, headers included,
// compressed as sent). Every target is watched — the page and any service worker — so a response the service worker
// answers from its cache counts no bytes, and one it fetches from the server counts once, where it was fetched.
//
// Builds nothing: run `npm run build` first. CHROMIUM_PATH (default /usr/bin/chromium), WEIGH_PORT (default 3240);
// WEIGH_ORIGIN=http://localhost:3000 weighs a server already running with the demo data instead of starting one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import WebSocket from 'ws';
import { requireBuiltWebApp, startDemoServer, waitForDemoServer } from '../demo-server.mjs';

const GOALS = { first: 600 * 1024, return: 150 * 1024 };
// The demo player of the seed data (README).
const PLAYER = { email: 'player1@arena.test', password: 'password123' };
const port = process.env.WEIGH_PORT ?? '3240';
const origin = process.env.WEIGH_ORIGIN ?? `http://localhost:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A page is loaded once nothing has been on the wire for this long (open event streams aside). */
const QUIET_MS = 1_000;

requireBuiltWebApp('weigh');

/** Chromium on the given profile, headless, with its DevTools endpoint (ws://…) once it listens. */
async function launchChromium(profileDir) {
  const browser = spawn(
    chromiumPath,
    [
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools endpoint within 60 s:\n${seen}`)), 60_000);
    browser.stderr.on('data', (chunk) => {
      seen += chunk;
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    browser.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
  });
  browser.stderr.resume();
  return { browser, endpoint };
}

/**
 * Watches the network of every target of the browser (pages and service workers) over one DevTools connection, and
 * adds each request to the step that was current when it was sent.
 */
class NetworkMeter {
  constructor(endpoint) {
    this.socket = new WebSocket(endpoint, { perMessageDeflate: false });
    this.nextId = 1;
    this.pending = new Map();
    /** sessionId → the target it watches ({ id, type: 'page', 'service_worker', … }). */
    this.sessions = new Map();
    /** `${targetId}:${requestId}` → the request's record (a target reached through two sessions counts once). */
    this.requests = new Map();
    this.step = null;
    this.lastActivity = Date.now();
    this.socket.on('message', (data) => this.onMessage(JSON.parse(String(data))));
  }

  async open() {
    await new Promise((resolve, reject) => {
      this.socket.once('open', resolve);
      this.socket.once('error', reject);
    });
    // Every page and worker, those open now and those to come, reports to this connection (flat sessions).
    await this.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  }

  send(method, params = {}, sessionId) {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  onMessage(message) {
    if (message.id) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result);
      return;
    }
    const { method, params, sessionId } = message;
    if (method === 'Target.attachedToTarget') {
      const child = params.sessionId;
      this.sessions.set(child, { id: params.targetInfo.targetId, type: params.targetInfo.type });
      // Its own workers too (a page's service worker may attach through it), then let it run. The commands are sent
      // in order without waiting for their answers: a paused service worker answers Network.enable only once it runs,
      // so waiting for that answer before letting it run left every worker paused and its downloads unmeasured.
      for (const [command, options] of [
        ['Network.enable', {}],
        ['Network.setCacheDisabled', { cacheDisabled: false }],
        ['Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }],
        ['Runtime.runIfWaitingForDebugger', {}],
      ]) {
        this.send(command, options, child).catch(() => undefined);
      }
      return;
    }
    const target = this.sessions.get(sessionId);
    if (!method?.startsWith('Network.') || !target) return;
    const key = `${target.id}:${params.requestId}`;
    if (method === 'Network.requestWillBeSent') {
      // A redirect reuses the request id: the hop before it finished with its response.
      const before = this.requests.get(key);
      // The same request heard again through a second session.
      if (before && !params.redirectResponse && before.url === params.request.url) return;
      if (before && params.redirectResponse) {
        before.bytes += params.redirectResponse.encodedDataLength ?? 0;
        before.done = true;
        this.requests.set(`${key}:${params.redirectResponse.url}`, before);
      }
      this.requests.set(key, {
        step: this.step,
        target: target.type,
        url: params.request.url,
        type: params.type,
        fromServiceWorker: false,
        fromCache: false,
        status: 0,
        bytes: 0,
        streamed: 0,
        done: false,
      });
    } else {
      const request = this.requests.get(key);
      if (!request) return;
      if (method === 'Network.requestServedFromCache') request.fromCache = true;
      else if (method === 'Network.responseReceived') {
        request.status = params.response.status;
        request.fromServiceWorker = params.response.fromServiceWorker === true;
        request.fromCache ||= params.response.fromDiskCache === true || params.response.fromPrefetchCache === true;
        // Headers, for a response that stays open (an event stream) and never finishes.
        request.streamed += params.response.encodedDataLength ?? 0;
      } else if (method === 'Network.dataReceived') request.streamed += params.encodedDataLength ?? 0;
      else if (method === 'Network.loadingFinished') {
        request.bytes = params.encodedDataLength;
        request.done = true;
      } else if (method === 'Network.loadingFailed') request.done = true;
    }
    this.lastActivity = Date.now();
  }

  /** Resolves once no request is in flight (open event streams aside) and nothing has moved for QUIET_MS. */
  async quiet(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const inFlight = [...this.requests.values()].filter((r) => !r.done && r.type !== 'EventSource');
      if (inFlight.length === 0 && Date.now() - this.lastActivity >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const stuck = [...this.requests.values()].filter((r) => !r.done && r.type !== 'EventSource').map((r) => r.url);
    throw new Error(`the page did not settle within ${timeoutMs / 1000} s; in flight: ${stuck.join(', ')}`);
  }

  /**
   * One step's figures. A page's request answered by the service worker moved no bytes on the page's side: what the
   * worker fetched for it is counted on the worker's side. A request answered from the HTTP cache moved none either.
   */
  figures(step) {
    // Arena's own traffic: the browser's internal pages (its new-tab page) are not the visit.
    const mine = [...this.requests.values()].filter((r) => r.step === step && r.url.startsWith(`${origin}/`));
    const onWire = (r) => !r.fromCache && !(r.target === 'page' && r.fromServiceWorker);
    const bytesOf = (r) => (r.done ? r.bytes : r.streamed);
    const pageRequests = mine.filter((r) => r.target !== 'service_worker');
    return {
      requests: pageRequests.length,
      network: mine.filter(onWire).length,
      fromCache: pageRequests.filter((r) => r.fromCache).length,
      fromServiceWorker: pageRequests.filter((r) => r.fromServiceWorker).length,
      bytes: mine.filter(onWire).reduce((sum, r) => sum + bytesOf(r), 0),
      largest: mine
        .filter(onWire)
        .sort((a, b) => bytesOf(b) - bytesOf(a))
        .slice(0, 3)
        .map((r) => `${new URL(r.url).pathname} ${kb(bytesOf(r))}`),
    };
  }

  close() {
    this.socket.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A link of the app's navigation to `href`, clicked as a player does (the app then loads only what it lacks). */
async function follow(page, href) {
  const link = page.locator(`a[href="${href}"]:visible`).first();
  if ((await link.count()) > 0) await link.click();
  else await page.goto(`${origin}${href}`);
  await page.waitForURL(`${origin}${href}`);
}

/**
 * The visit, step by step: each step's name and what a player does in it. A step ends once the page is quiet, but
 * signing in ends as the dashboard's address shows: what the dashboard then loads is the dashboard's.
 */
const STEPS = [
  ['/', async (page) => page.goto(`${origin}/`)],
  [
    '/login',
    async (page) => {
      await page.goto(`${origin}/login`);
      // A player still signed in from the last visit is sent on to their dashboard.
      const email = page.locator('input[type="email"]');
      await Promise.race([email.waitFor(), page.waitForURL(`${origin}/dashboard`)]);
      if (!page.url().endsWith('/dashboard')) {
        await email.fill(PLAYER.email);
        await page.locator('input[type="password"]').fill(PLAYER.password);
        await page.locator('button[type="submit"]').click();
      }
      await page.waitForURL(`${origin}/dashboard`);
    },
    { settle: false },
  ],
  ['/dashboard', async (page) => page.getByRole('main').waitFor()],
  ['/wallet', async (page) => follow(page, '/wallet')],
  ['/leagues', async (page) => follow(page, '/leagues')],
  [
    '/mp2',
    async (page) => {
      await follow(page, '/mp2');
      await page.locator('[data-testid="player-card"]').first().waitFor();
    },
  ],
  [
    'bid dialog',
    async (page) => {
      await page.locator('[data-testid="player-card"] button:not([disabled])').first().click();
      await page.getByRole('dialog').waitFor();
    },
  ],
];

async function visit(name, profileDir) {
  const { browser, endpoint } = await launchChromium(profileDir);
  const meter = new NetworkMeter(endpoint);
  const rows = [];
  try {
    await meter.open();
    const connected = await chromium.connectOverCDP(endpoint);
    const context = connected.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setDeviceMetricsOverride', { width: 375, height: 812, deviceScaleFactor: 2, mobile: true });
    await meter.quiet();
    for (const [step, act, { settle = true } = {}] of STEPS) {
      meter.step = `${name} ${step}`;
      await act(page);
      if (settle) await meter.quiet();
      rows.push([step, `${name} ${step}`]);
    }
    meter.step = null;
    // Figures once every step is over: a step that did not wait for quiet gets the answers that came after it.
    for (const row of rows) row[1] = meter.figures(row[1]);
    await connected.close().catch(() => undefined);
    // Closing the browser (not killing it) writes its cache and cookies to the profile for the next visit.
    await meter.send('Browser.close').catch(() => undefined);
  } finally {
    meter.close();
    if (browser.exitCode === null) await new Promise((resolve) => browser.once('exit', resolve));
  }
  return rows;
}

function report(name, rows, goal) {
  const total = rows.reduce((sum, [, f]) => sum + f.bytes, 0);
  const requests = rows.reduce((sum, [, f]) => sum + f.requests, 0);
  const network = rows.reduce((sum, [, f]) => sum + f.network, 0);
  console.log(`\n${name}`);
  console.log(
    `  ${'page'.padEnd(12)}${'requests'.padStart(9)}${'to server'.padStart(10)}${'cached'.padStart(7)}${'by SW'.padStart(6)}${'bytes'.padStart(11)}   largest`,
  );
  for (const [step, f] of rows) {
    console.log(
      `  ${step.padEnd(12)}${String(f.requests).padStart(9)}${String(f.network).padStart(10)}${String(f.fromCache).padStart(7)}${String(f.fromServiceWorker).padStart(6)}${kb(f.bytes).padStart(11)}   ${f.largest.join(', ')}`,
    );
  }
  const verdict = total <= goal ? 'within' : 'OVER';
  console.log(
    `  ${'total'.padEnd(12)}${String(requests).padStart(9)}${String(network).padStart(10)}${''.padStart(13)}${kb(total).padStart(11)}   ${verdict} the goal of ${kb(goal)}`,
  );
  return total <= goal;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-weigh-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-weigh-profile-'));
const server = process.env.WEIGH_ORIGIN ? null : startDemoServer({ port, origin, dataDir });
let exitCode = 0;
try {
  if (server) await waitForDemoServer(server, origin, 5);
  const first = await visit('first', profileDir);
  const back = await visit('return', profileDir);
  console.log(
    `\nnpm run weigh, ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${chromiumPath}`,
  );
  const firstOk = report('First visit (empty caches)', first, GOALS.first);
  const returnOk = report('Return visit (same profile, browser restarted)', back, GOALS.return);
  if (!firstOk || !returnOk) exitCode = 1;
} catch (error) {
  console.error(`weigh: ${error instanceof Error ? error.stack : error}`);
  exitCode = 1;
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}
process.exit(exitCode);
