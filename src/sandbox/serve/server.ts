import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { loadPersistedDb, persistDb, stopPersisting, type SeedSize } from '../db';
import { persistFiles, stopPersistingFiles } from '../file-store';
import { fileDbStorage } from './db-file';
import { fileDisk } from './file-disk';
import { corsHeaders, preflightHeaders } from './cors';
import { sendJson, sendResponse, toFetchRequest } from './node-fetch';
import { fromLoopback, runControl } from './controls-http';
import { passportPage, passportSubmit, type PassportAnswer } from './passport';

// The sandbox as a Node HTTP server (docs/architecture.md "The two hosts"): the same handlers as the
// browser's msw worker, answered through msw's getResponse, the store in a file under `dataDir`.
// The store is module state, so one server per process.

export interface SandboxServerOptions {
  port: number;
  host?: string;
  /** where the store (db.json) and the uploaded files (files/) live */
  dataDir: string;
  /** the seed when dataDir holds no store yet */
  seed?: SeedSize;
}

async function readText(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendPassport(res: ServerResponse, answer: PassportAnswer) {
  if (answer.status === 303) {
    res.writeHead(303, { location: answer.location, 'content-length': '0' });
    res.end();
    return;
  }
  const body = Buffer.from(answer.html);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) });
  res.end(body);
}

async function handle(req: IncomingMessage, res: ServerResponse, ownHost: string) {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...preflightHeaders(req), 'content-length': '0' });
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? ownHost}`);
  if (url.pathname.startsWith('/__sandbox/')) {
    if (!fromLoopback(req)) return sendJson(res, 403, { code: 403, message: '仅限本机调用' }, cors);
    const name = url.pathname.slice('/__sandbox/'.length);
    const answer = await runControl(name, req.method ?? 'GET', async () => {
      const text = await readText(req);
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    });
    return sendJson(res, answer.status, answer.value, cors);
  }
  if (url.pathname.startsWith('/__passport/')) {
    const answer =
      req.method === 'POST'
        ? passportSubmit(req, url, new URLSearchParams(await readText(req)))
        : passportPage(req, url);
    if (answer) return sendPassport(res, answer);
    return sendJson(res, 404, { code: 404, message: '页面不存在', data: null });
  }
  const request = await toFetchRequest(req, ownHost);
  const response = await getResponse(handlers, request);
  if (!response) return sendJson(res, 404, { code: 404, success: false, message: '接口不存在', data: null }, cors);
  await sendResponse(req, res, response, cors);
}

/** Starts the server; `port: 0` takes a free port (the answer's url names it). */
export async function startSandboxServer(o: SandboxServerOptions): Promise<{ url: string; close(): Promise<void> }> {
  const host = o.host ?? '127.0.0.1';
  mkdirSync(o.dataDir, { recursive: true });
  loadPersistedDb(fileDbStorage(o.dataDir, o.seed ?? 'default'));
  // a new store is on disk before the first answer: a restart finds it rather than seeding again
  persistDb();
  persistFiles(fileDisk(join(o.dataDir, 'files')));
  const server = createServer((req, res) => {
    handle(req, res, `${host}:${port}`).catch((e: unknown) => {
      console.error('[sandbox server]', req.method, req.url, e);
      if (!res.headersSent) sendJson(res, 500, { code: 500, message: '服务器内部错误', data: null });
      else res.destroy();
    });
  });
  // idle keep-alive connections must not hold close() up
  server.keepAliveTimeout = 5000;
  let port = o.port;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(o.port, host, () => done());
  });
  port = (server.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((e) => {
          stopPersisting();
          stopPersistingFiles();
          if (e) fail(e);
          else done();
        });
        server.closeAllConnections();
      }),
  };
}
