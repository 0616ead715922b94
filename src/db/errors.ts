// What went wrong with the database, in one line that names the variable to set: an operator
// who mistyped DATABASE_URL should not read Prisma's internals.
import type { Config } from "../config.js";

interface AdapterCause {
  kind?: string;
  host?: string;
  port?: number;
  db?: string;
  user?: string;
  originalMessage?: string;
}

function causeOf(err: unknown): AdapterCause | undefined {
  const meta = (err as { meta?: { driverAdapterError?: { cause?: AdapterCause } } }).meta;
  return meta?.driverAdapterError?.cause ?? (err as { cause?: AdapterCause }).cause;
}

const REASONS: Record<string, (c: AdapterCause) => string> = {
  DatabaseNotReachable: (c) => `no server answers at ${c.host}${c.port ? `:${c.port}` : ""}`,
  DatabaseDoesNotExist: (c) => `the database "${c.db}" does not exist (create it, or name another)`,
  AuthenticationFailed: (c) => `the server refused the credentials${c.user ? ` of "${c.user}"` : ""}`,
  DatabaseAccessDenied: (c) => `access to the database${c.db ? ` "${c.db}"` : ""} is denied`,
  TlsConnectionError: () => "the TLS connection failed",
};

/** what the driver said, put in words for the cases it words for itself (pg's messages name no setting) */
function driverReason(message: string | undefined, config: Partial<Pick<Config, "DATABASE_CONNECT_TIMEOUT_MS" | "DATABASE_STATEMENT_TIMEOUT_MS">>): string | undefined {
  if (!message) return undefined;
  if (/connection timeout|timeout expired/i.test(message)) return `no answer within ${config.DATABASE_CONNECT_TIMEOUT_MS ?? "the connect timeout"} ms (DATABASE_CONNECT_TIMEOUT_MS)`;
  if (/statement timeout/i.test(message)) return `a statement ran longer than ${config.DATABASE_STATEMENT_TIMEOUT_MS ?? "the statement timeout"} ms (DATABASE_STATEMENT_TIMEOUT_MS)`;
  if (/terminated unexpectedly|ECONNRESET/i.test(message)) return "the server closed the connection (is it a PostgreSQL server?)";
  return message.split("\n").filter(Boolean).at(-1);
}

/** one line for a database failure at start, or undefined when err is not one */
export function describeDatabaseError(
  err: unknown,
  config: Pick<Config, "DATABASE_URL" | "DATA_DIR"> & Partial<Pick<Config, "DATABASE_CONNECT_TIMEOUT_MS" | "DATABASE_STATEMENT_TIMEOUT_MS">>,
): string | undefined {
  if (config.DATABASE_URL) {
    const cause = causeOf(err);
    const code = (err as { code?: string }).code;
    if (!cause && !/^P10|^P20|^ECONN|^ENOTFOUND/.test(code ?? "")) return undefined;
    const url = new URL(config.DATABASE_URL);
    const reason = (cause?.kind && REASONS[cause.kind]?.(cause)) || driverReason(cause?.originalMessage ?? (err as Error).message, config);
    return `Cannot use the PostgreSQL database at ${url.host}${url.pathname} (DATABASE_URL): ${reason}.`;
  }
  const fsCode = (err as NodeJS.ErrnoException).code;
  if (fsCode && /^E[A-Z]+$/.test(fsCode)) {
    return `Cannot open the embedded database in ${config.DATA_DIR} (DATA_DIR): ${(err as Error).message}. Set DATA_DIR to a folder this user can write, or DATABASE_URL to use PostgreSQL.`;
  }
  return undefined;
}
