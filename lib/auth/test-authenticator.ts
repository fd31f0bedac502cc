/**
 * A software passkey authenticator for tests: makes P-256 credentials and answers registration and
 * sign-in challenges the way a browser's WebAuthn API would hand them to the page ("none"
 * attestation, user present and, unless told otherwise, verified), so the server's real
 * verification runs end to end.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

interface Credential {
  id: Buffer;
  key: KeyObject;
  userHandle: string;
  counter: number;
}

export interface RegistrationChallenge {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface AuthenticationChallenge {
  challenge: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  private readonly credentials: Credential[] = [];

  /**
   * False: a key that only proves someone touched it (no fingerprint, face or PIN). It can be
   * changed between ceremonies, to sign in without verification with a passkey added with it.
   */
  userVerified: boolean;

  constructor(
    private readonly origin: string,
    options: { userVerified?: boolean } = {},
  ) {
    this.userVerified = options.userVerified ?? true;
  }

  private get verifiedFlag(): number {
    return this.userVerified ? 0x04 : 0;
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  /** navigator.credentials.create(): a new credential for the RP and user of the options. */
  create(options: RegistrationChallenge) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const credential: Credential = {
      id: randomBytes(32),
      key: privateKey,
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    const coseKey = new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? ""),
      Buffer.from([0x41 | this.verifiedFlag]), // user present, (verified), attested credential data
      Buffer.alloc(4), // signature counter 0
      Buffer.alloc(16), // AAGUID: none
      idLength,
      credential.id,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** navigator.credentials.get(): signs the challenge with the newest credential it holds. */
  get(options: AuthenticationChallenge, rpId: string) {
    const credential = this.credentials.at(-1);
    if (!credential) throw new Error("the authenticator holds no credential");
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? rpId),
      Buffer.from([0x01 | this.verifiedFlag]), // user present, (verified)
      counter,
    ]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      credential.key,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
