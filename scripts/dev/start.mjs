// `npm start`: build when the sources are newer than the last build, then serve it on localhost.
// `npm start -- --lan`: serve it over HTTPS to the phones on the same Wi-Fi (see scripts/dev/lan.mjs).
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0
if (Math.max(...inputs.map(newestMtime)) > built) {
  console.log('Building Yatzy Pad…')
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = process.env.PORT ?? '4173'
if (process.argv.includes('--lan')) {
  await serveOnNetwork(Number(port))
} else {
  console.log(`Serving Yatzy Pad at http://localhost:${port}/`)
  const server = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort'], {
    stdio: 'inherit',
  })
  server.on('exit', (code) => process.exit(code ?? 0))
}

/** HTTPS on every interface (HOST to narrow it), with the address and QR codes for the phones. */
async function serveOnNetwork(port) {
  const lan = await import('./lan.mjs')
  const { default: qrcode } = await import('qrcode-terminal')
  const addresses = reachableAddresses(lan)
  const authority = await lan.localAuthority('.lan-certificate')
  const certificate = await lan.serverCertificate(authority, addresses)
  const host = process.env.HOST ?? '0.0.0.0'
  await lan.startHttpsServer({ host, port, certificate, authorityCert: authority.cert })
  const origin = `https://${addresses[0]}:${port}`
  const app = `${origin}${process.env.BASE ?? '/'}`
  const show = (url) => qrcode.generate(url, { small: true }, (code) => console.log(code))
  console.log(`\nYatzy Pad on this network: ${app}`)
  if (addresses.length > 1)
    console.log(`(this computer also answers at ${addresses.slice(1).join(', ')})`)
  console.log(`\nOn each phone, once (same Wi-Fi as this computer):`)
  console.log(`1. Open ${origin}${lan.CA_PATH}, accept the warning, and trust the certificate:`)
  console.log('   Android: Settings › Security › More › Install a certificate › CA certificate.')
  console.log('   iPhone: install the profile in Settings › General › VPN & Device Management,')
  console.log('   then switch it on in Settings › General › About › Certificate Trust Settings.')
  show(`${origin}${lan.CA_PATH}`)
  console.log(`2. Open ${app} and choose "Install app" or "Add to Home Screen".`)
  show(app)
  console.log('After that the phone keeps score offline; this computer is needed only for updates.')
  console.log('Press Ctrl+C to stop.')
}

/** The addresses to serve; without a network there is nothing a phone could reach. */
function reachableAddresses(lan) {
  const addresses = lan.lanAddresses()
  if (addresses.length > 0) return addresses
  console.error('No network found: connect this computer to the Wi-Fi the phones use.')
  process.exit(1)
}
