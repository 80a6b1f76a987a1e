/**
 * One phone's line to another: text in both directions, in order, until it closes. The data
 * channel (rtc.ts) is one; tests use a pair in memory. The sessions see nothing else of the
 * network, so they run the same in Node and on a phone.
 */
export interface Channel {
  send(text: string): void
  onMessage(listener: (text: string) => void): void
  /** Called once, when either side closed or the connection was lost. */
  onClose(listener: () => void): void
  close(): void
}
