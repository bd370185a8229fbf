import type { LogLevel } from "../env";

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug: (message: string, fields?: Record<string, unknown>) => void;
  info: (message: string, fields?: Record<string, unknown>) => void;
  warn: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
}

/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export function createLogger(
  level: LogLevel,
  write: (line: string, isError: boolean) => void = defaultWrite,
): Logger {
  const emit = (
    at: Exclude<LogLevel, "silent">,
    message: string,
    fields?: Record<string, unknown>,
  ) => {
    if (rank[at] < rank[level]) return;
    write(
      JSON.stringify({ level: at, time: new Date().toISOString(), msg: message, ...fields }),
      at === "error",
    );
  };
  return {
    debug: (message, fields) => emit("debug", message, fields),
    info: (message, fields) => emit("info", message, fields),
    warn: (message, fields) => emit("warn", message, fields),
    error: (message, fields) => emit("error", message, fields),
  };
}

function defaultWrite(line: string, isError: boolean): void {
  (isError ? process.stderr : process.stdout).write(`${line}\n`);
}
