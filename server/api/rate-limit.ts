import { sql } from "kysely";
import type { Db } from "../db/connect";
import { sha256, type Clock } from "../db/ids";

/**
 * Posts per client address and minute, counted in the database (DESIGN: the
 * limit store is the database, so several instances share it). The key is a
 * hash of address and minute: no address is stored.
 */
export interface RateLimiter {
  /** Counts the post; false when the client is over the limit. */
  hit(clientAddress: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export function createRateLimiter(db: Db, limitPerMinute: number, clock: Clock): RateLimiter {
  let lastCleanup = 0;
  return {
    async hit(clientAddress) {
      const now = clock().getTime();
      const windowStartMs = Math.floor(now / 60_000) * 60_000;
      const windowStart = new Date(windowStartMs).toISOString();
      const key = sha256(`${clientAddress}|${windowStart}`);
      const row = await db
        .insertInto("rate_limits")
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((oc) => oc.column("key").doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
        .returning("count")
        .executeTakeFirstOrThrow();
      if (now - lastCleanup > 60_000) {
        lastCleanup = now;
        await db
          .deleteFrom("rate_limits")
          .where("window_start", "<", new Date(windowStartMs - 60_000).toISOString())
          .execute();
      }
      return {
        allowed: Number(row.count) <= limitPerMinute,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + 60_000 - now) / 1000)),
      };
    },
  };
}
