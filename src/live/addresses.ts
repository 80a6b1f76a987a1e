/**
 * Where a phone can be reached, as the pairing code carries it: an IPv4 or IPv6 address (4 or 16
 * bytes, in network order), or the random name a browser shows instead of its address
 * ("<uuid>.local", resolved by mDNS on the local network), as the UUID's 16 bytes.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

/** The bytes of a dotted IPv4 address, or null if it is not one. */
export function ipv4Bytes(address: string): Uint8Array | null {
  const parts = IPV4.exec(address)?.slice(1).map(Number)
  if (!parts || parts.some((part) => part > 255)) return null
  return Uint8Array.from(parts)
}

function groupsOf(half: string): number[] | null {
  if (half === '') return []
  const groups = half.split(':')
  if (groups.some((group) => !/^[0-9a-fA-F]{1,4}$/.test(group))) return null
  return groups.map((group) => parseInt(group, 16))
}

/** The bytes of an IPv6 address (with or without "::", no zone, no embedded IPv4), or null. */
export function ipv6Bytes(address: string): Uint8Array | null {
  const halves = address.split('::')
  if (halves.length > 2) return null
  const head = groupsOf(halves[0]!)
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : []
  if (!head || !tail) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail]
  return Uint8Array.from(groups.flatMap((group) => [group >> 8, group & 0xff]))
}

export function formatIpv4(bytes: Uint8Array): string {
  return [...bytes].join('.')
}

/** RFC 5952's short form: lower case, the longest run of two or more zero groups as "::". */
export function formatIpv6(bytes: Uint8Array): string {
  const groups = Array.from({ length: 8 }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!)
  let bestStart = -1
  let bestLength = 1
  for (let start = 0; start < 8; start++) {
    let length = 0
    while (start + length < 8 && groups[start + length] === 0) length++
    if (length > bestLength) [bestStart, bestLength] = [start, length]
  }
  const hex = (part: number[]) => part.map((group) => group.toString(16)).join(':')
  if (bestStart < 0) return hex(groups)
  return `${hex(groups.slice(0, bestStart))}::${hex(groups.slice(bestStart + bestLength))}`
}

const MDNS_NAME = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i

/** The UUID bytes of a browser's mDNS name, or null if it is not one. */
export function mdnsNameBytes(name: string): Uint8Array | null {
  const hex = MDNS_NAME.exec(name)?.slice(1).join('')
  return hex ? Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16)) : null
}

export function formatMdnsName(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  const parts = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ]
  return `${parts.join('-')}.local`
}
