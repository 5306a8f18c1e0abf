import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, as a browser and a phone would be together: it makes an EC
 * P-256 (ES256) credential with attestation "none" and signs sign-in challenges, writing the little
 * CBOR that WebAuthn needs by hand. Every answer is the JSON that @simplewebauthn/browser sends.
 */

type Cbor = number | string | Buffer | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: Array<{ id: string }>;
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: Array<{ id: string }>;
}

export interface AnswerOptions {
  /** The page the browser says the prompt came from (default: the authenticator's origin). */
  origin?: string;
  /** The RP ID whose hash the authenticator data carries (default: the options' rpId). */
  rpId?: string;
  /** Whether the person unlocked the authenticator (PIN, fingerprint); default true. */
  userVerified?: boolean;
  /** The signature counter sent, instead of the next one. */
  counter?: number;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  /** The user handle the registration gave (base64url), answered with each sign-in as a passkey does. */
  private userHandle: string | null = null;

  constructor(readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The browser's answer to registration options: a new credential, with attestation "none". */
  register(options: CreationOptions, answer: AnswerOptions = {}) {
    if (options.excludeCredentials?.some((credential) => credential.id === this.id)) throw new Error('already registered');
    const rpId = answer.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const flags = FLAGS.userPresent | (answer.userVerified === false ? 0 : FLAGS.userVerified) | FLAGS.attestedData;
    const authData = this.authenticatorData(rpId, flags, 0, attested);
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    this.userHandle = options.user.id;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, answer.origin ?? this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The browser's answer to sign-in options, signed with this credential's key; the counter goes up by one. */
  authenticate(options: RequestOptions, answer: AnswerOptions = {}) {
    if (options.allowCredentials?.length && !options.allowCredentials.some((credential) => credential.id === this.id)) throw new Error('not allowed');
    const rpId = answer.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    const counter = answer.counter ?? ++this.counter;
    const flags = FLAGS.userPresent | (answer.userVerified === false ? 0 : FLAGS.userVerified);
    const authData = this.authenticatorData(rpId, flags, counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, answer.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
