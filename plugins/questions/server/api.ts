import { fromShortId } from './questions/permalink.ts';

/*
 * What questions offers other plugins, the only file of it they import (lint checks it), split by
 * kind: points it provides for reading (read-ports) and to moderation (moderation-ports), points
 * it declares for what it needs (consumer-points), and the events it emits (events).
 */
export * from './api/read-ports.ts';
export * from './api/moderation-ports.ts';
export * from './api/consumer-points.ts';
export type * from './api/events.ts';

/** Answer's public user shape from a kernel member card, and the one for a vanished author. */
export { basicInfo, unknownUser, type UserBasicInfo } from './read-models/user-directory.ts';
/** The readable URL part of a title, as post links carry it. */
export { toShortId, urlTitle } from './questions/permalink.ts';

/**
 * The stored (17-digit) form of an id a client sent: under permalink styles 3 and 4 responses
 * carry short ids, and clients send them back (a flag's `object_id`, …). Any other text comes
 * back unchanged, so a lookup with it simply finds nothing.
 */
export const storedId = (raw: string): string => fromShortId(raw);
