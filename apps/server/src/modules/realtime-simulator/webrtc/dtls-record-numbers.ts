import type { RTCDtlsTransport, RTCPeerConnection } from "werift";

/**
 * werift 0.24 numbers DTLS records wrongly at the switch to epoch 1: its Finished record keeps
 * counting from the handshake (epoch 1, sequence 6 in a usual handshake), then the counter is reset
 * and application data starts again at epoch 1, sequence 1. So the sixth application record
 * repeats the Finished's number, and Chromium's anti-replay window (RFC 6347 §4.1.2.6) drops it
 * as a replay. That record is one of the call's first SCTP packets, usually the simulator's
 * `session.created` or `session.updated`: SCTP sees no SACK for it and resends it only when its
 * retransmission timer fires (1 s), which held every call's readiness back by a second.
 *
 * When DTLS connects, before any application record is sent, this moves werift's record counter
 * past every number its last handshake flight used in the current epoch, so no number repeats.
 * Once werift numbers the Finished from 0 (the upstream fix, docs/decisions/0024-realtime-readiness.md)
 * there is nothing to move and this does nothing.
 */
export function keepDtlsRecordNumbersUnique(pc: RTCPeerConnection): void {
  for (const transport of pc.dtlsTransports) {
    transport.onStateChange.subscribe((state) => {
      if (state === "connected") skipHandshakeRecordNumbers(transport);
    });
  }
}

/** The record header: type (1), version (2), epoch (2), sequence number (6), length (2). */
const recordHeaderBytes = 13;

/** Exported for the test: the highest sequence number among the records of `epoch` in `flight`. */
export function highestRecordNumber(flight: readonly Buffer[], epoch: number): number {
  let highest = -1;
  for (const datagram of flight) {
    for (let offset = 0; offset + recordHeaderBytes <= datagram.length;) {
      if (datagram.readUInt16BE(offset + 3) === epoch) highest = Math.max(highest, datagram.readUIntBE(offset + 5, 6));
      offset += recordHeaderBytes + datagram.readUInt16BE(offset + 11);
    }
  }
  return highest;
}

function skipHandshakeRecordNumbers(transport: RTCDtlsTransport): void {
  const context = transport.dtls?.dtls;
  if (!context) return;
  // werift sends application data with ++recordSequenceNumber: the next record gets highest + 1.
  const highest = highestRecordNumber(context.lastMessage, context.epoch);
  if (highest > context.recordSequenceNumber) context.recordSequenceNumber = highest;
}
