// The pieces of `npm start -- --lan`: which address a phone can reach, a certificate it can trust,
// and an HTTPS server for the built app. Kept apart from scripts/dev/start.mjs so tests can run them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { generate } from 'selfsigned'
import { preview } from 'vite'

/** Where the phone downloads the certificate authority to trust, once. */
export const CA_PATH = '/yatzy-pad-local-ca.crt'
const DAY = 24 * 60 * 60 * 1000

/** Interfaces of containers and virtual machines: no phone on the Wi-Fi reaches them. */
const VIRTUAL = /^(docker|br-|veth|virbr|vmnet|vboxnet|lxc|cni|flannel|tun|tap|utun|zt)/

function isPrivate(address) {
  const [a, b] = address.split('.').map(Number)
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
}

/**
 * The IPv4 addresses other devices on the local network could use to reach this machine, best
 * first: private ranges (home Wi-Fi) before others, real interfaces before virtual ones. Loopback
 * and link-local (169.254.x.x, no DHCP answer) are left out.
 */
export function lanAddresses(interfaces = networkInterfaces()) {
  const found = []
  for (const [name, entries] of Object.entries(interfaces)) {
    for (const entry of entries ?? []) {
      const ipv4 = entry.family === 'IPv4' || entry.family === 4
      if (!ipv4 || entry.internal || entry.address.startsWith('169.254.')) continue
      found.push({ name, address: entry.address })
    }
  }
  const rank = ({ name, address }) => (VIRTUAL.test(name) ? 2 : 0) + (isPrivate(address) ? 0 : 1)
  return found.sort((x, y) => rank(x) - rank(y)).map(({ address }) => address)
}

const subject = (name) => [{ name: 'commonName', value: name }]

/**
 * A small certificate authority of this machine, made once and kept in `folder`: the phone trusts
 * it once, and every server certificate made from it later (new address, new day) is trusted too.
 */
export async function localAuthority(folder) {
  const keyFile = join(folder, 'ca.key')
  const certFile = join(folder, 'ca.crt')
  if (existsSync(keyFile) && existsSync(certFile)) {
    return {
      key: readFileSync(keyFile, 'utf8'),
      cert: readFileSync(certFile, 'utf8'),
      created: false,
    }
  }
  const made = await generate(subject('Yatzy Pad local network CA'), {
    keyType: 'ec',
    curve: 'P-256',
    // selfsigned signs with SHA-1 unless told: TLS libraries refuse that.
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - DAY),
    notAfterDate: new Date(Date.now() + 825 * DAY),
    extensions: [
      { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  })
  mkdirSync(folder, { recursive: true })
  writeFileSync(keyFile, made.private, { mode: 0o600 })
  writeFileSync(certFile, made.cert)
  return { key: made.private, cert: made.cert, created: true }
}

/** A server certificate for these IP addresses (and localhost), signed by the authority. */
export async function serverCertificate(authority, addresses) {
  const made = await generate(subject('Yatzy Pad'), {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - DAY),
    // Browsers refuse server certificates valid for more than 398 days.
    notAfterDate: new Date(Date.now() + 397 * DAY),
    ca: { key: authority.key, cert: authority.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [{ type: 2, value: 'localhost' }, ...addresses.map((ip) => ({ type: 7, ip }))],
      },
    ],
  })
  return { key: made.private, cert: made.cert }
}

/** Serves the certificate authority for download, so the phone can be told to trust it. */
function authorityDownload(authorityCert) {
  return {
    name: 'yatzy-pad-local-ca',
    configurePreviewServer(server) {
      server.middlewares.use(CA_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'application/x-x509-ca-cert')
        response.end(authorityCert)
      })
    },
  }
}

/**
 * The built app over HTTPS on `host` (every interface with '0.0.0.0'). `inline` overrides the
 * project's Vite config, for tests: `{ configFile: false, root, build: { outDir } }`.
 */
export async function startHttpsServer({ host, port, certificate, authorityCert, inline = {} }) {
  return preview({
    ...inline,
    logLevel: 'warn',
    plugins: [authorityDownload(authorityCert)],
    preview: { host, port, strictPort: true, https: certificate },
  })
}
