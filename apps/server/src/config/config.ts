import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { TRUST_EVERYONE, trustProxySetting, type TrustProxy } from './trust-proxy';

/** A setting that may be missing; set to nothing, it is missing. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const optionalUrl = (protocols: string[]) =>
  optionalText.refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

/** A flag that is off unless set to true or 1. */
const offUnlessTrue = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** base64url of so many bytes, unpadded. */
const base64urlOf = (bytes: number) => optionalText.refine((value) => value === undefined || (/^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes), {
  message: `must be ${bytes} bytes in base64url`,
});

/** A flag that is on unless set to false or 0. */
const onUnlessFalse = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value !== 'false' && value !== '0');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Gatherly <no-reply@gatherly.local>'),
  APPEAL_URL: optionalUrl(['http', 'https']),
  OPERATOR_CONTACT: optionalText.refine((value) => value === undefined || EMAIL.test(value), { message: 'must be an e-mail address' }),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: trustProxySetting,
  MAIL_OUTBOX_DIR: optionalText,
  SMTP_CONNECTION_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  SMTP_GREETING_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  SMTP_SOCKET_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  CLIENT_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
  WORKERS: onUnlessFalse,
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(72),
  GRAPHQL_COST_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  MEDIA_PUBLIC_URL: optionalUrl(['http', 'https']),
  // Set to nothing, the map has no tiles (unlike the other settings, where nothing is the default).
  MAP_TILES_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^https?:\/\//.test(value), { message: 'must start with http:// or https://, or be empty for no tiles' }),
  MAP_ATTRIBUTION: z.string().trim().optional(),
  ACCOUNT_DELETION_GRACE_SECONDS: z.coerce.number().int().min(0).default(2_592_000),
  LINK_PREVIEWS: onUnlessFalse,
  LINK_PREVIEW_ALLOW: z
    .string()
    .trim()
    .default('')
    .refine((value) => value.split(',').every((entry) => entry.trim() === '' || /^[^\s:/]+:\d{1,5}$|^\[[0-9a-fA-F:.]+\]:\d{1,5}$/.test(entry.trim())), {
      message: 'must be a comma-separated list of host:port',
    }),
  PUSH_NOTIFICATIONS: onUnlessFalse,
  PUSH_ALLOW_PRIVATE_ADDRESSES: offUnlessTrue,
  VAPID_PUBLIC_KEY: base64urlOf(65),
  VAPID_PRIVATE_KEY: base64urlOf(32),
  FEDERATION: onUnlessFalse,
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: offUnlessTrue,
  FEDERATION_INBOX_PER_MINUTE: z.coerce.number().int().positive().default(600),
  VAPID_SUBJECT: optionalText.refine((value) => value === undefined || /^(https:\/\/|mailto:)\S+$/.test(value), { message: 'must be an https:// URL or a mailto: address' }),
}).superRefine((env, context) => {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    context.addIssue({ code: 'custom', path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'must be set with the other half of the key pair' });
  }
  if (env.TRUST_PROXY === true && env.NODE_ENV === 'production') context.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: TRUST_EVERYONE });
  // The S3 settings go together: a store without a bucket, or half a key pair, is a mistake.
  if (!env.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is set, but S3_BUCKET is not' });
    }
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'must be set with the other half of the key' });
  }
});

/** Where uploaded images go: DATA_DIR/media, or a bucket of an S3-compatible store. */
export type MediaConfig = LocalMediaConfig | S3MediaConfig;

interface MediaUrls {
  /** Base URL clients load images from (a CDN); without it, the app's own /media/. */
  publicUrl?: string;
}

export interface LocalMediaConfig extends MediaUrls {
  driver: 'local';
  folder: string;
}

export interface S3MediaConfig extends MediaUrls {
  driver: 's3';
  bucket: string;
  region: string;
  /** A store other than AWS's (MinIO, R2, …), addressed by path. */
  endpoint?: string;
  /** Without them, the AWS SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * How long a request waits for a database connection (from the pool, or a new one), and how long
   * one statement may run; past either it is answered 503, so that a database that hangs holds no
   * request without bound. Migrations run without the statement's bound.
   */
  databaseTimeoutsMs: { connect: number; statement: number };
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Where a person whose content was removed or whose account was suspended appeals: APPEAL_URL, else a
   * mailto: of OPERATOR_CONTACT, else of moderation@ the domain mail is sent from (never its no-reply address).
   */
  appeal: { link: string; contact?: string };
  jwtSecret: string;
  /** Whom to believe about a client's address (X-Forwarded-For); see trust-proxy.ts. */
  trustProxy: TrustProxy;
  clientDist: string;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  /** Whether this process also runs the background jobs (feed fan-out); false for a web-only instance. */
  workers: boolean;
  /** Time a client has to send a whole request, headers and body; then it gets 408 and is closed. */
  requestTimeoutMs: number;
  /** Where mail goes without SMTP_URL; instances sharing one folder share one outbox. */
  mailOutboxDir: string;
  /** How long a send waits for the SMTP server to accept the connection, to greet, and on an idle socket. */
  smtpTimeoutsMs: { connection: number; greeting: number; socket: number };
  /** Time a kept-alive connection may wait for its next request. */
  idleTimeoutMs: number;
  /** Database cost of GraphQL operations one account (or one address, signed out) may spend a minute. */
  graphqlCostPerMinute: number;
  /** Bearer token of GET /metrics; without it there is no /metrics. */
  metricsToken?: string;
  media: MediaConfig;
  /** The base map under events' markers: a tile URL template (null: no tiles) and the credit it requires. */
  map: { tilesUrl: string | null; attribution: string };
  /** How long after it is asked an account's deletion is carried out; signing in meanwhile offers to cancel it. */
  accountDeletionGraceSeconds: number;
  /**
   * Previews of the first link of a text (LINK_PREVIEWS, on by default), and the `host:port` pairs
   * exempt from the refusal of private and loopback addresses (LINK_PREVIEW_ALLOW, for tests only).
   */
  linkPreviews: { enabled: boolean; allow: string[] };
  /**
   * Web Push: whether this instance sends pushes (PUSH_NOTIFICATIONS, on by default; off, those
   * queued wait for an instance that does), whether a push service may be at a private or
   * loopback address (PUSH_ALLOW_PRIVATE_ADDRESSES, for tests only), and the VAPID key pair and
   * contact it signs with.
   */
  push: { enabled: boolean; allowPrivateAddresses: boolean; vapid: VapidKeys & { subject: string } };
  /**
   * The fediverse (federation/): whether this server is an ActivityPub server (FEDERATION, on by
   * default; off, its routes answer 404 and nothing is sent), and whether it may fetch and deliver
   * over plain http to private and loopback addresses (FEDERATION_ALLOW_PRIVATE_ADDRESSES, for tests
   * only), and how many activities one server may post to the inboxes a minute (FEDERATION_INBOX_PER_MINUTE).
   */
  federation: { enabled: boolean; allowPrivateAddresses: boolean; inboxPerMinute: number };
}

/** The server's VAPID key pair (RFC 8292), base64url: the public key a P-256 point (65 bytes), the private key 32 bytes. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** OpenStreetMap's tiles, whose usage policy asks for the attribution below and light use. */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/** The Content-Security-Policy source of the tiles' images: their origin, `{s}` subdomains as `*`. */
export function mapTilesSource(tilesUrl: string | null): string[] {
  if (!tilesUrl) return [];
  return [new URL(tilesUrl.replace(/\{s\}/g, '*').replace(/\{[^}]*\}/g, '0')).origin];
}

export class ConfigError extends Error {}

/** Reads the environment once, validates it, and fills the defaults that need the disk. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseTimeoutsMs: { connect: env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000, statement: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000 },
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    appeal: appealSetting(env),
    jwtSecret: env.JWT_SECRET ?? persistedSecret(join(dataDir, 'jwt-secret')),
    trustProxy: env.TRUST_PROXY,
    clientDist: resolve(env.CLIENT_DIST ?? join(__dirname, '..', '..', '..', 'client', 'dist')),
    logLevel: env.LOG_LEVEL,
    workers: env.WORKERS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    idleTimeoutMs: env.IDLE_TIMEOUT_SECONDS * 1000,
    graphqlCostPerMinute: env.GRAPHQL_COST_PER_MINUTE,
    metricsToken: env.METRICS_TOKEN,
    mailOutboxDir: resolve(env.MAIL_OUTBOX_DIR ?? join(dataDir, 'mail')),
    smtpTimeoutsMs: {
      connection: env.SMTP_CONNECTION_TIMEOUT_SECONDS * 1000,
      greeting: env.SMTP_GREETING_TIMEOUT_SECONDS * 1000,
      socket: env.SMTP_SOCKET_TIMEOUT_SECONDS * 1000,
    },
    media: mediaConfig(env, dataDir),
    map: { tilesUrl: env.MAP_TILES_URL === undefined ? DEFAULT_MAP_TILES_URL : env.MAP_TILES_URL || null, attribution: env.MAP_ATTRIBUTION || DEFAULT_MAP_ATTRIBUTION },
    accountDeletionGraceSeconds: env.ACCOUNT_DELETION_GRACE_SECONDS,
    linkPreviews: {
      enabled: env.LINK_PREVIEWS,
      allow: env.LINK_PREVIEW_ALLOW.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean),
    },
    push: {
      enabled: env.PUSH_NOTIFICATIONS,
      allowPrivateAddresses: env.PUSH_ALLOW_PRIVATE_ADDRESSES,
      vapid: {
        ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : persistedVapidKeys(join(dataDir, 'vapid-keys.json'))),
        subject: env.VAPID_SUBJECT ?? vapidSubject(env),
      },
    },
    federation: { enabled: env.FEDERATION, allowPrivateAddresses: env.FEDERATION_ALLOW_PRIVATE_ADDRESSES, inboxPerMinute: env.FEDERATION_INBOX_PER_MINUTE },
  };
}

/**
 * Whom push services may contact about this server's pushes: PUBLIC_URL when it is https, else the
 * operator's address (push services refuse plain http subjects).
 */
function vapidSubject(env: z.infer<typeof environmentSchema>): string {
  if (env.PUBLIC_URL?.startsWith('https://')) return env.PUBLIC_URL.replace(/\/+$/, '');
  return `mailto:${operatorContact(env)}`;
}

/** OPERATOR_CONTACT, else moderation@ the domain mail is sent from (never its no-reply address). */
function operatorContact(env: z.infer<typeof environmentSchema>): string {
  return env.OPERATOR_CONTACT ?? `moderation@${/@([^\s>]+)/.exec(env.MAIL_FROM)?.[1] ?? 'gatherly.local'}`;
}

function appealSetting(env: z.infer<typeof environmentSchema>): AppConfig['appeal'] {
  if (env.APPEAL_URL) return { link: env.APPEAL_URL };
  const contact = operatorContact(env);
  return { link: `mailto:${contact}`, contact };
}

function mediaConfig(env: z.infer<typeof environmentSchema>, dataDir: string): MediaConfig {
  const publicUrl = env.MEDIA_PUBLIC_URL?.replace(/\/+$/, '');
  if (!env.S3_BUCKET) return { driver: 'local', folder: join(dataDir, 'media'), publicUrl };
  const credentials = env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined;
  return { driver: 's3', bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, credentials, publicUrl };
}

/** A secret generated on first run and kept, so that sessions survive restarts. */
function persistedSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A VAPID key pair generated on first run and kept, so that devices' subscriptions survive restarts. */
function persistedVapidKeys(file: string): VapidKeys {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  // A key with leading zero bytes comes shorter: VAPID wants all 32.
  const keys = { publicKey: ecdh.getPublicKey('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url') };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
