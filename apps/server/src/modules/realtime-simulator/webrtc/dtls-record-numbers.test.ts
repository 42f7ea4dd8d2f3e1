import { describe, expect, it } from "vitest";
import { highestRecordNumber } from "./dtls-record-numbers";

/** A DTLS 1.2 record: content type, version, epoch, 48-bit sequence number, length, fragment. */
function record(epoch: number, sequence: number, fragment: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt8(22, 0);
  header.writeUInt16BE(0xfefd, 1);
  header.writeUInt16BE(epoch, 3);
  header.writeUIntBE(sequence, 5, 6);
  header.writeUInt16BE(fragment.length, 11);
  return Buffer.concat([header, fragment]);
}

describe("highestRecordNumber", () => {
  it("reads every record of a flight, datagrams of several records included, and only the given epoch's", () => {
    // werift's client flight 5: Certificate, ClientKeyExchange and CertificateVerify in epoch 0,
    // ChangeCipherSpec, then Finished in epoch 1 still numbered after them.
    const flight = [
      Buffer.concat([record(0, 2, Buffer.alloc(400)), record(0, 3, Buffer.alloc(40))]),
      record(0, 4, Buffer.alloc(80)),
      record(0, 5, Buffer.alloc(1)),
      record(1, 6, Buffer.alloc(40)),
    ];
    expect(highestRecordNumber(flight, 1)).toBe(6);
    expect(highestRecordNumber(flight, 0)).toBe(5);
    expect(highestRecordNumber(flight, 2)).toBe(-1);
    expect(highestRecordNumber([], 1)).toBe(-1);
  });
});
