// Bytes <-> URL-safe base64 without padding, for puzzle ids.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

export function encodeBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!, b = bytes[i + 1] ?? 0, c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Decodes, or returns the index of the first bad character as a negative-free error string. */
export function decodeBase64Url(text: string): Uint8Array | string {
  if (text.length % 4 === 1) return `length ${text.length} is not a valid base64url length`;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0, bits = 0, j = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? VALUE[code]! : -1;
    if (v < 0) return `bad character '${text[i]}' at position ${i}`;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) { bits -= 8; out[j++] = (acc >> bits) & 0xff; }
  }
  return out;
}
