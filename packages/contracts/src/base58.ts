/**
 * Base58 (the Bitcoin alphabet), as Solana spells addresses and signatures. Small and dependency-free
 * so the sign-in widget can use it without pulling a library into its bundle.
 */
const alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const digitOf = new Map([...alphabet].map((char, index) => [char, index]));

export function base58Encode(bytes: Uint8Array): string {
  // Base-58 digits, least significant first.
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let index = 0; index < digits.length; index += 1) {
      carry += (digits[index] ?? 0) * 256;
      digits[index] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  // Each leading zero byte is a leading "1".
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  return (
    "1".repeat(zeros) +
    digits
      .reverse()
      .map((digit) => alphabet[digit] ?? "")
      .join("")
  );
}

/** The bytes of a base58 string; undefined when it has a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (const char of text) {
    const digit = digitOf.get(char);
    if (digit === undefined) return undefined;
    let carry = digit;
    for (let index = 0; index < bytes.length; index += 1) {
      carry += (bytes[index] ?? 0) * 58;
      bytes[index] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === "1") zeros += 1;
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...bytes.reverse()]);
}
