import { X509Certificate } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { NetworkInterfaceInfo } from 'node:os'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  CA_PATH,
  lanAddresses,
  localAuthority,
  serverCertificate,
  startHttpsServer,
} from '../../scripts/dev/lan.mjs'

function ipv4(address: string, internal = false): NetworkInterfaceInfo {
  return { address, family: 'IPv4', internal, netmask: '255.255.255.0', mac: '', cidr: null }
}

describe('lanAddresses', () => {
  it('offers the Wi-Fi address first, then others; never loopback, link-local or IPv6', () => {
    const addresses = lanAddresses({
      lo: [ipv4('127.0.0.1', true)],
      docker0: [ipv4('172.17.0.1')],
      eth1: [ipv4('169.254.10.2')],
      tun0: [ipv4('100.64.3.7')],
      wlan0: [{ ...ipv4('fe80::1'), family: 'IPv6', scopeid: 3 }, ipv4('192.168.1.23')],
    })
    expect(addresses).toEqual(['192.168.1.23', '172.17.0.1', '100.64.3.7'])
  })

  it('is empty without a network', () => {
    expect(lanAddresses({ lo: [ipv4('127.0.0.1', true)] })).toEqual([])
  })
})

describe('the HTTPS server for phones', () => {
  const folders: string[] = []
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'yatzy-pad-lan-'))
    folders.push(made)
    return made
  }
  afterAll(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })))

  it('makes the authority once and certificates for the addresses it is given', async () => {
    const keep = folder()
    const authority = await localAuthority(keep)
    expect(authority.created).toBe(true)
    const again = await localAuthority(keep)
    expect(again).toMatchObject({ created: false, cert: authority.cert })

    const certificate = new X509Certificate(
      (await serverCertificate(authority, ['192.168.1.23'])).cert,
    )
    expect(certificate.subjectAltName).toContain('IP Address:192.168.1.23')
    expect(certificate.subjectAltName).toContain('DNS:localhost')
    expect(certificate.checkIssued(new X509Certificate(authority.cert))).toBe(true)
    const days = (Date.parse(certificate.validTo) - Date.now()) / 86_400_000
    expect(days).toBeLessThanOrEqual(398)
  })

  it('serves the built app over HTTPS on loopback, trusted through the authority', async () => {
    const dist = folder()
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Yatzy Pad</title>')
    const authority = await localAuthority(folder())
    const server = await startHttpsServer({
      host: '127.0.0.1',
      port: 0,
      certificate: await serverCertificate(authority, ['127.0.0.1']),
      authorityCert: authority.cert,
      inline: { configFile: false, root: dist, build: { outDir: dist } },
    })
    try {
      const { port } = server.httpServer.address() as AddressInfo
      const get = (path: string, ca?: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const sent = request({ host: '127.0.0.1', port, path, ca }, (response) => {
            let body = ''
            response.on('data', (chunk) => (body += chunk))
            response.on('end', () => resolve({ status: response.statusCode!, body }))
          })
          sent.on('error', reject)
          sent.end()
        })
      expect(await get('/', authority.cert)).toMatchObject({ status: 200 })
      expect((await get('/', authority.cert)).body).toContain('<title>Yatzy Pad</title>')
      // A device that does not trust the authority is warned: the certificate is not public.
      await expect(get('/')).rejects.toThrow(/certificate/)
      expect((await get(CA_PATH, authority.cert)).body).toBe(authority.cert)
    } finally {
      await server.close()
    }
  })
})
