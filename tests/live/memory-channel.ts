import type { Channel } from '@/live/channel'

/** Each side's view of the line, plus what a test may inspect: every text it was sent. */
export interface MemoryEnd extends Channel {
  received: string[]
  closed: boolean
}

/**
 * Two ends of a line in memory: text arrives in order on the next microtask, as a data channel
 * would deliver it a moment later; closing either end closes both, once the text on its way has
 * arrived.
 */
interface Wire extends MemoryEnd {
  peer: Wire
  deliver(text: string): void
  shut(): void
}

export function channelPair(): [MemoryEnd, MemoryEnd] {
  const makeEnd = (): Wire => {
    const messageListeners: ((text: string) => void)[] = []
    const closeListeners: (() => void)[] = []
    const end: Wire = {
      received: [] as string[],
      closed: false,
      peer: null as unknown as Wire,
      send(text: string) {
        if (end.closed) throw new Error('send on a closed channel')
        const peer = end.peer
        queueMicrotask(() => peer.deliver(text))
      },
      onMessage: (listener: (text: string) => void) => void messageListeners.push(listener),
      onClose: (listener: () => void) => void closeListeners.push(listener),
      close() {
        end.shut()
        // After what was already sent: a data channel delivers its queue before it closes.
        const peer = end.peer
        queueMicrotask(() => peer.shut())
      },
      deliver(text: string) {
        if (end.closed) return
        end.received.push(text)
        messageListeners.forEach((listener) => listener(text))
      },
      shut() {
        if (end.closed) return
        end.closed = true
        queueMicrotask(() => closeListeners.forEach((listener) => listener()))
      },
    }
    return end
  }
  const a = makeEnd()
  const b = makeEnd()
  a.peer = b
  b.peer = a
  return [a, b]
}

/** Lets every message in flight arrive and every request waiting be applied. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0))
}
