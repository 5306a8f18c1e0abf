/** The bytes of base64url text (RFC 4648 §5), padded or not: the form of a VAPID public key (RFC 8292). */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Whether a subscription's key (as the browser keeps it) is `key`: the same bytes. */
export function sameBytes(kept: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!kept || kept.byteLength !== key.length) return false;
  const bytes = new Uint8Array(kept);
  return bytes.every((byte, index) => byte === key[index]);
}
