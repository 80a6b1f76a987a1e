import { describe, expect, it } from 'vitest'
import { formatIpv6, formatMdnsName, ipv4Bytes, ipv6Bytes, mdnsNameBytes } from '@/live/addresses'

describe('addresses in a pairing code', () => {
  it('reads dotted IPv4 and refuses what is not one', () => {
    expect(ipv4Bytes('10.213.0.1')).toEqual(Uint8Array.from([10, 213, 0, 1]))
    expect(ipv4Bytes('256.1.1.1')).toBeNull()
    expect(ipv4Bytes('abc.local')).toBeNull()
  })

  it.each(['::1', 'fd13:213::1', 'fe80::1c2a:3bff:fe4d:5e6f', '2001:db8:0:1:1:1:1:1', '::'])(
    'reads %s and writes it back in its short form',
    (address) => {
      expect(formatIpv6(ipv6Bytes(address)!)).toBe(address)
    },
  )

  it('writes the longest run of zero groups as "::", in lower case', () => {
    expect(formatIpv6(ipv6Bytes('2001:DB8:0:0:1:0:0:0')!)).toBe('2001:db8:0:0:1::')
  })

  it.each(['1::2::3', '1:2:3:4:5:6:7:8:9', '12345::', 'a7c3e2f0-1b2c.local', '1:2:3:4:5:6:7'])(
    'refuses %s',
    (address) => {
      expect(ipv6Bytes(address)).toBeNull()
    },
  )

  it("reads a browser's mDNS name as its UUID and writes it back in lower case", () => {
    const bytes = mdnsNameBytes('C86BDB95-cd3f-4a82-b697-389627b237f3.local')
    expect(bytes).toHaveLength(16)
    expect(formatMdnsName(bytes!)).toBe('c86bdb95-cd3f-4a82-b697-389627b237f3.local')
    expect(mdnsNameBytes('printer.local')).toBeNull()
    expect(mdnsNameBytes('c86bdb95-cd3f-4a82-b697-389627b237f3.example.org')).toBeNull()
  })
})
