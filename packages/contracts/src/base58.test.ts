import { describe, expect, it } from "vitest";
import { base58Decode, base58Encode } from "./base58";

describe("base58", () => {
  it("spells known values as Bitcoin and Solana do", () => {
    expect(base58Encode(new TextEncoder().encode("hello world"))).toBe("StV1DL6CwTryKyV");
    expect(base58Encode(new Uint8Array([0, 0, 1]))).toBe("112");
    // The System Program's address: 32 zero bytes.
    expect(base58Encode(new Uint8Array(32))).toBe("11111111111111111111111111111111");
  });

  it("decodes what it encodes, keeping leading zeros", () => {
    for (const bytes of [new Uint8Array([]), new Uint8Array([0, 255, 3]), new Uint8Array(64).fill(200)]) {
      expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
    }
  });

  it("refuses characters outside the alphabet", () => {
    expect(base58Decode("0OIl")).toBeUndefined();
  });
});
