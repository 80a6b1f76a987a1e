import type { NetworkInterfaceInfo } from 'node:os'
import type { InlineConfig, PreviewServer } from 'vite'

export interface KeyAndCertificate {
  /** PEM. */
  key: string
  /** PEM. */
  cert: string
}

export const CA_PATH: string
export function lanAddresses(interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>): string[]
export function localAuthority(folder: string): Promise<KeyAndCertificate & { created: boolean }>
export function serverCertificate(
  authority: KeyAndCertificate,
  addresses: readonly string[],
): Promise<KeyAndCertificate>
export function startHttpsServer(options: {
  host: string
  port: number
  certificate: KeyAndCertificate
  authorityCert: string
  inline?: InlineConfig
}): Promise<PreviewServer>
