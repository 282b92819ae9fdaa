import { createHash, randomBytes } from "node:crypto";

/** 128 random bits, URL-safe: record ids, download ids and tokens. */
export function newId(): string {
  return randomBytes(16).toString("base64url");
}

/** A secret for a link in a mail: 256 random bits. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** The time source; tests pass their own to move through hours of back-off in a moment. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
