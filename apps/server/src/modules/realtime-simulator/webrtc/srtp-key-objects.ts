import { createSecretKey, type KeyObject } from "node:crypto";
import type { RTCDtlsTransport, RTCPeerConnection } from "werift";

/** Where werift 0.24 keeps one direction's SRTP or SRTCP keys: AES-CM with HMAC-SHA1, or AES-GCM (no HMAC key). */
interface SrtpCipherKeys {
  srtpSessionKey?: Buffer | KeyObject;
  srtcpSessionKey?: Buffer | KeyObject;
  srtpSessionAuthTag?: Buffer | KeyObject;
  srtcpSessionAuthTag?: Buffer | KeyObject;
}

interface SrtpSessionInternals {
  localContext?: { cipher?: SrtpCipherKeys };
  remoteContext?: { cipher?: SrtpCipherKeys };
}

const keyFields = ["srtpSessionKey", "srtcpSessionKey", "srtpSessionAuthTag", "srtcpSessionAuthTag"] as const;

/**
 * werift creates a cipher (`createCipheriv`) and an HMAC (`createHmac`) for every RTP packet, keyed by a
 * Buffer. On Node 24 a Buffer key costs about six times what a KeyObject does in those two calls (node:crypto
 * first tries the argument as a KeyObject and a CryptoKey, and that check is slow for anything else): it was
 * a fifth of a practice call's CPU in the capacity bench. Once DTLS has derived the SRTP keys (werift starts
 * SRTP just before it reports "connected"), this turns them into KeyObjects. The bytes and the ciphers are
 * the same, so the packets are too.
 */
export function useKeyObjectsForSrtp(pc: RTCPeerConnection): void {
  for (const transport of pc.dtlsTransports) {
    transport.onStateChange.subscribe((state) => {
      if (state === "connected") keySessionsOf(transport);
    });
  }
}

/** Exported for the test: how many of the transport's SRTP and SRTCP keys are KeyObjects. */
export function keyObjectCount(transport: RTCDtlsTransport): number {
  return ciphersOf(transport).reduce(
    (count, cipher) => count + keyFields.filter((field) => cipher[field] && !Buffer.isBuffer(cipher[field])).length,
    0,
  );
}

function keySessionsOf(transport: RTCDtlsTransport): void {
  for (const cipher of ciphersOf(transport)) {
    for (const field of keyFields) {
      const key = cipher[field];
      if (Buffer.isBuffer(key)) cipher[field] = createSecretKey(key);
    }
  }
}

function ciphersOf(transport: RTCDtlsTransport): SrtpCipherKeys[] {
  const sessions = [transport.srtp, transport.srtcp] as unknown as (SrtpSessionInternals | undefined)[];
  return sessions
    .flatMap((session) => [session?.localContext?.cipher, session?.remoteContext?.cipher])
    .filter((cipher): cipher is SrtpCipherKeys => cipher !== undefined);
}
