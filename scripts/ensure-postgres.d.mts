/** See ensure-postgres.mjs: the admin URL of a PostgreSQL server for the tests (started when needed). */
export const DEFAULT_PORT: number;
export function findPostgresBin(): string | undefined;
export function ensurePostgres(): string;
