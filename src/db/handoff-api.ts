/** Receiving a handed-off game, bound to the app's database; loaded lazily (it carries the validator). */
import { db } from './database'
import { handOffService } from './handoff'

export { handOffService, type HandOffOutcome, type HandOffResult } from './handoff'
export const { receiveGame } = handOffService(db)
