import { isPostgresUrl } from "./db/database.ts";
import type { StartupParams, StartupText } from "./i18n/startup-messages.ts";

/** A start-up failure the operator can fix: main.ts prints its one translated line and exits with 1. */
export class StartupFailure extends Error {
  constructor(
    readonly text: StartupText,
    readonly params: StartupParams,
    options?: { cause?: unknown },
  ) {
    super(text, options);
  }
}

type SystemError = { code?: unknown; errors?: unknown; cause?: unknown };

/**
 * The error's code, else the first among an AggregateError's (a host name resolving to several addresses),
 * else its cause's (the migrator wraps the driver's error).
 */
function codeOf(error: unknown): string | undefined {
  const { code, errors, cause } = (error ?? {}) as SystemError;
  if (typeof code === "string") return code;
  if (Array.isArray(errors)) {
    const inner = errors.map(codeOf).find((found) => found !== undefined);
    if (inner) return inner;
  }
  return cause === undefined ? undefined : codeOf(cause);
}

/** Listening on the port: taken, or not allowed (a port below 1024 for an ordinary user). */
export function portFailure(error: unknown, port: number): unknown {
  const code = codeOf(error);
  if (code === "EADDRINUSE") return new StartupFailure("port_in_use", { port }, { cause: error });
  if (code === "EACCES") return new StartupFailure("port_denied", { port }, { cause: error });
  return error;
}

const UNREACHABLE = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ETIMEDOUT"];
/** Network errors, then PostgreSQL's SQLSTATEs: bad password or unknown role, no such database, no rights. */
const POSTGRES_TEXTS: Partial<Record<string, StartupText>> = {
  ...Object.fromEntries(UNREACHABLE.map((code) => [code, "database_unreachable" as const])),
  "28P01": "database_credentials",
  "28000": "database_credentials",
  "3D000": "database_missing",
  "42501": "database_privileges",
};
const UNWRITABLE = new Set(["EACCES", "EPERM", "EROFS", "ENOTDIR", "SQLITE_CANTOPEN", "SQLITE_READONLY"]);

/** What the operator reads of a PostgreSQL URL: the address, the user and the database, never the password. */
function postgresParts(url: string): StartupParams {
  const parsed = new URL(url);
  const user = decodeURIComponent(parsed.username) || "postgres";
  return {
    address: `${parsed.hostname || "localhost"}:${parsed.port || 5432}`,
    user,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, "")) || user,
  };
}

/**
 * Opening, migrating or seeding the database: PostgreSQL unreachable, refusing the credentials, without the
 * database or without the right to create tables in it; a SQLite file
 * that cannot be created or written. Anything else is a fault of the server, left as it is.
 */
export function databaseFailure(error: unknown, location: string): unknown {
  const code = codeOf(error);
  if (!isPostgresUrl(location)) {
    return code && UNWRITABLE.has(code)
      ? new StartupFailure("sqlite_unwritable", { location }, { cause: error })
      : error;
  }
  const text = code === undefined ? undefined : POSTGRES_TEXTS[code];
  return text ? new StartupFailure(text, postgresParts(location), { cause: error }) : error;
}
