import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

/**
 * A software passkey for API tests: what a browser and its authenticator send back for the options the
 * server hands out (an ES256 key, "none" attestation), so registration and sign-in run through the real
 * verification without a browser.
 */

interface CborMap {
  [key: string]: Cbor;
}
type Cbor = number | string | Uint8Array | Map<number | string, Cbor> | CborMap;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** The few CBOR types WebAuthn needs: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries: [number | string, Cbor][] = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString("base64url");
const sha256 = (data: string | Uint8Array): Buffer => createHash("sha256").update(data).digest();

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id?: string };
}

export interface SoftwarePasskey {
  credentialId: string;
  /** The answer to generate-register-options, as verify-registration's `response`. */
  register(options: Options, origin: string): Record<string, unknown>;
  /** The answer to generate-authenticate-options, as verify-authentication's `response`. */
  authenticate(options: Options, origin: string): Record<string, unknown>;
}

export function softwarePasskey(rpId: string): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credential = randomBytes(16);
  const credentialId = b64url(credential);
  let counter = 0;
  let userHandle = "";

  const flagsAndCount = (flags: number) => {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId,
    register(options, origin) {
      // The handle is already base64url in the options; the authenticator hands the same bytes back.
      userHandle = options.user?.id ?? "";
      const coseKey = new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]);
      const length = Buffer.from([credential.length >> 8, credential.length & 0xff]);
      // Flags: user present, user verified, attested credential data included.
      const authData = Buffer.concat([flagsAndCount(0x45), Buffer.alloc(16), length, credential, cbor(coseKey)]);
      return {
        id: credentialId,
        rawId: credentialId,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: b64url(cbor({ fmt: "none", attStmt: {}, authData })),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    authenticate(options, origin) {
      const authenticatorData = flagsAndCount(0x05);
      const data = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(data)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: "public-key",
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
