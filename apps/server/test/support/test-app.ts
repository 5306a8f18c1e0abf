import 'reflect-metadata';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap';
import { AppConfig, loadConfig } from '../../src/config/config';
import { MailService } from '../../src/mail/mail.service';
import { contractProblem } from './contract';
import { mailsSent } from './jobs';

/**
 * Two of pg-boss's intervals between checks that its stopped workers' loops have ended, and a
 * little more: on a busy machine the check due a second after the stop comes late.
 */
const PG_BOSS_WORKER_CHECK_MS = 2_200;

/** The public address the app writes into its mails; requests still go to the listening port. */
export const PUBLIC_URL = 'http://gatherly.test';

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the raw text. */
  body: T;
  text: string;
  /** Every Set-Cookie header of the answer. */
  setCookies: string[];
}

export interface RequestOptions {
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is, with `contentType` (default application/json). */
  raw?: string;
  contentType?: string;
  /** Sent as multipart/form-data; fetch writes the Content-Type with its boundary. */
  form?: FormData;
  token?: string;
  /** Value of the Cookie header, e.g. `gatherly_refresh=...`. */
  cookie?: string;
  headers?: Record<string, string>;
}

export type GraphqlReply<T = any> = Reply<{ data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, any> }> }>;

/**
 * A client as seen by the server: every request goes over real HTTP and carries this client's own
 * address in X-Forwarded-For (the app trusts the proxy), so throttling never bleeds between tests.
 */
export class TestClient {
  constructor(
    private readonly baseUrl: string,
    readonly ip: string,
  ) {}

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...options.headers };
    let body: string | FormData | undefined;
    if (options.form !== undefined) {
      body = options.form;
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] = options.contentType ?? 'application/json';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('json') && text !== '') parsed = JSON.parse(text);
    const problem = contractProblem(method, `${this.baseUrl}${path}`, response.status, contentType, parsed);
    if (problem) throw new Error(`Against the REST contract (libs/schema/openapi.json): ${problem}\n${text}`);
    return { status: response.status, headers: response.headers, body: parsed as T, text, setCookies: response.headers.getSetCookie() };
  }

  get<T = any>(path: string, options?: RequestOptions): Promise<Reply<T>> {
    return this.request<T>('GET', path, options);
  }

  post<T = any>(path: string, json?: unknown, options: RequestOptions = {}): Promise<Reply<T>> {
    return this.request<T>('POST', path, json === undefined ? options : { ...options, json });
  }

  /** A form with files, as a browser sends an upload: POST unless `method` says otherwise. */
  multipart<T = any>(path: string, form: FormData, options: RequestOptions & { method?: string } = {}): Promise<Reply<T>> {
    const { method = 'POST', ...rest } = options;
    return this.request<T>(method, path, { ...rest, form });
  }

  /** A GraphQL operation as a browser's Apollo Client sends it: POST /graphql with a JSON body. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, options: RequestOptions = {}): Promise<GraphqlReply<T>> {
    return this.request('POST', '/graphql', { ...options, json: { query, variables } });
  }
}

export interface SentMail {
  to: string;
  headers?: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  link: string;
  sentAt: string;
}

/** The mails the apps wrote into their outbox (there is no SMTP server in most tests): one folder for the run. */
export class Outbox {
  private readonly taken = new Set<string>();

  constructor(
    readonly dir: string,
    private readonly sent: () => Promise<void>,
  ) {}

  /** Every mail to `address` whose link goes to `linkPath`, taken or not, oldest first. */
  async all(address: string, linkPath: string): Promise<SentMail[]> {
    await this.sent();
    const files = existsSync(this.dir) ? readdirSync(this.dir).filter((file) => file.endsWith('.json')) : [];
    return files
      .map((file) => JSON.parse(readFileSync(join(this.dir, file), 'utf8')) as SentMail)
      .filter((mail) => mail.to === address.toLowerCase() && new URL(mail.link).pathname === linkPath)
      .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  }

  /**
   * The newest mail to `address` whose link goes to `linkPath` that no earlier call returned, once
   * the mails queued are out; fails when there is none, so a test learns at
   * once that a mail was not sent.
   */
  async take(address: string, linkPath: string): Promise<SentMail> {
    await this.sent();
    const files = existsSync(this.dir) ? readdirSync(this.dir).filter((file) => file.endsWith('.json') && !this.taken.has(file)) : [];
    const found = files
      .map((file) => ({ file, mail: JSON.parse(readFileSync(join(this.dir, file), 'utf8')) as SentMail }))
      .filter(({ mail }) => mail.to === address.toLowerCase() && new URL(mail.link).pathname === linkPath)
      .sort((a, b) => a.mail.sentAt.localeCompare(b.mail.sentAt));
    const newest = found.at(-1);
    if (!newest) throw new Error(`no new mail to ${address} with a link to ${linkPath}`);
    for (const { file } of found) this.taken.add(file);
    return newest.mail;
  }
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  baseUrl: string;
  db: DataSource;
  outbox: Outbox;
  /** A new client with an address no other client of this app uses. */
  client(): TestClient;
  close(): Promise<void>;
}

let addresses = 0;

/**
 * Boots the whole application, as `npm start` does, on a free port of 127.0.0.1. `logger` replaces
 * the process's root logger (a test reads what is logged).
 */
export async function startTestApp(environment: Record<string, string> = {}, logger?: Logger): Promise<TestApp> {
  const databaseUrl = process.env.GATHERLY_TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('GATHERLY_TEST_DATABASE_URL is not set: run the e2e tests through jest (see test/support/global-setup.mjs).');
  const dataDir = mkdtempSync(join(tmpdir(), 'gatherly-e2e-'));
  // The key every app of the run shares (test/support/global-setup.mjs), where the app keeps its own.
  const secret = process.env.GATHERLY_TEST_JWT_SECRET;
  if (secret) writeFileSync(join(dataDir, 'jwt-secret'), secret, { mode: 0o600 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL,
    // The API alone: whether a client build happens to exist must not change the answers.
    CLIENT_DIST: join(dataDir, 'no-client'),
    MAIL_OUTBOX_DIR: process.env.GATHERLY_TEST_OUTBOX ?? join(dataDir, 'mail'),
    // Tests never reach the internet for the links their texts hold; link-previews.e2e-spec.ts turns
    // previews on for a web server of its own (and its app alone then takes their jobs).
    LINK_PREVIEWS: 'false',
    // Nor do they push: push.e2e-spec.ts turns pushes on for a push service of its own (and its app
    // alone then sends those queued, whichever app queued them).
    PUSH_NOTIFICATIONS: 'false',
    // Nor are they servers of the fediverse (their apps share one database): federation.e2e-spec.ts turns it on.
    FEDERATION: 'false',
    ...environment,
  });
  // Apps of parallel test files start together: the migrations' own lock lets them take turns.
  const app = await createApp(config, logger);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const worker = Number(process.env.JEST_WORKER_ID ?? 1) % 250;
  return {
    app,
    config,
    baseUrl,
    db: app.get<DataSource>(getDataSourceToken()),
    outbox: new Outbox(app.get(MailService).outboxDir, () => mailsSent({ app })),
    client: () => {
      addresses += 1;
      return new TestClient(baseUrl, `10.${worker}.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`);
    },
    close: async () => {
      await app.close();
      // pg-boss checks once a second, after its stop, that its workers' loops have ended; that check
      // must come while the test file still runs, or it loads a module after jest tore it down.
      await new Promise((resolve) => setTimeout(resolve, PG_BOSS_WORKER_CHECK_MS));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
