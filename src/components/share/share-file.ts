export type FileShareOutcome = 'shared' | 'downloaded' | 'cancelled'

/**
 * Hands a file to the system share sheet where it takes files (phones), else saves it as a
 * download. Nothing leaves the device unless the player picks a target.
 */
export async function shareOrDownload(file: File, title: string): Promise<FileShareOutcome> {
  const data: ShareData = { files: [file], title }
  if (typeof navigator.canShare === 'function' && navigator.canShare(data)) {
    try {
      await navigator.share(data)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      // Refused here (no user gesture left, no target): the download still works.
    }
  }
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once it starts; a minute is far more than it needs.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return 'downloaded'
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))),
      'image/png',
    ),
  )
}
