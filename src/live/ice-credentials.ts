/**
 * ICE credentials derived from the DTLS fingerprint, so the pairing code need not carry them: both
 * phones compute the same ufrag and password from the fingerprint in the code. The idea is
 * QWBP's (magarcia/qwbp, MIT, HKDF-SHA256 with an empty salt); the labels and the lengths are
 * ours: standard Base64, since "-" and "_" are not ICE characters (RFC 8839), 4 characters of
 * ufrag and 24 of password as Chromium makes its own.
 */
export interface IceCredentials {
  ufrag: string
  pwd: string
}

const UFRAG_LABEL = 'yatzy-pad live ice-ufrag 1'
const PWD_LABEL = 'yatzy-pad live ice-pwd 1'

async function hkdf(fingerprint: Uint8Array, label: string, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', fingerprint as BufferSource, 'HKDF', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(),
      info: new TextEncoder().encode(label),
    },
    key,
    bytes * 8,
  )
  return new Uint8Array(bits)
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

export async function deriveIceCredentials(fingerprint: Uint8Array): Promise<IceCredentials> {
  const [ufrag, pwd] = await Promise.all([
    hkdf(fingerprint, UFRAG_LABEL, 3),
    hkdf(fingerprint, PWD_LABEL, 18),
  ])
  return { ufrag: base64(ufrag), pwd: base64(pwd) }
}

/** The SDP with its ICE credentials replaced (before setLocalDescription, which allows this). */
export function withIceCredentials(sdp: string, credentials: IceCredentials): string {
  return sdp
    .replace(/^a=ice-ufrag:.*$/gm, `a=ice-ufrag:${credentials.ufrag}`)
    .replace(/^a=ice-pwd:.*$/gm, `a=ice-pwd:${credentials.pwd}`)
}
