import { onMounted, ref } from 'vue'
import { canScanCodes } from './browser-support'

/**
 * Whether this phone can scan the other phone's code (a camera and a way to read its frames):
 * null until known, as the camera list is asked for once the view is mounted. Pairing says
 * "scan or type" only where it can, else "type or paste".
 */
export function useCanScan() {
  const canScan = ref<boolean | null>(null)
  onMounted(async () => {
    canScan.value = await canScanCodes()
  })
  return canScan
}
