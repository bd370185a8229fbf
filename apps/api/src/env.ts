import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The package root (apps/api), whether running from src/ (tsx, vitest) or dist/ (built). */
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const boolish = z
  .enum(["1", "0", "true", "false", "yes", "no"])
  .transform((value) => value === "1" || value === "true" || value === "yes");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(".data/pglite"),
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: z.string().default("http://localhost:3000,http://127.0.0.1:3000"),
  /** Addresses of proxies whose `X-Forwarded-For` is believed (the storefront, a load balancer). */
  TRUSTED_PROXIES: z.string().default(""),
  /** Origins a payment `callback` may send the browser back to (default: CORS_ORIGINS). */
  REDIRECT_ORIGINS: z.string().optional(),
  /** Off unless turned on: fixed OTP, demo social provider, demo payments (see ADR on demo mode). */
  DEMO_MODE: boolish.default(false),
  /** Explicit consent to run demo mode when NODE_ENV=production. */
  DEMO_MODE_I_UNDERSTAND: boolish.default(false),
  NODE_ENV: z.string().default("development"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /**
   * Demo mode only: the secret a caller must send to `/demo/*` (the browser tests switch the login
   * settings with it); unset, those routes do not exist (ADR 0023).
   */
  DEMO_CONTROL_TOKEN: z.string().min(16).max(200).optional(),
  DEMO_OTP_CODE: z
    .string()
    .regex(/^\d{6}$/)
    .default("123456"),
  /** A session ends after this long without use (sliding; ADR 0013). Default 30 days. */
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(366 * 24 * 3600)
    .default(30 * 24 * 3600),
  ORDER_LIFE_PACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(20_000),
  DEMO_CLOCK: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
  /** The real instant at which DEMO_CLOCK read its time: one value for every instance of a database. */
  DEMO_CLOCK_FROM: z.iso.datetime({ offset: true }).optional(),
});

export type LogLevel = z.infer<typeof envSchema>["LOG_LEVEL"];

export interface Env {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Absolute PGlite data folder, or "memory" for an in-memory database. */
  dataDir: string;
  publicUrl: string;
  corsOrigins: string[];
  /** Peers whose `X-Forwarded-For` names the caller (per-address limits); none by default. */
  trustedProxies: string[];
  /** The storefront's own origins: the only places payment callbacks may redirect to. */
  redirectOrigins: string[];
  demoMode: boolean;
  /** The operator's explicit consent to demo mode in production (DEMO_MODE_I_UNDERSTAND=1). */
  demoModeConsent: boolean;
  /** NODE_ENV ("production" forbids demo mode without consent). */
  nodeEnv: string;
  logLevel: LogLevel;
  /** How long anonymous catalogue answers are reused (0 = never). */
  catalogCacheMs: number;
  /** In demo mode every one-time code is this fixed code (no SMS or mail is sent). */
  demoOtpCode: string;
  /** Demo mode only: the secret that opens the `/demo/*` control routes (unset: they do not exist). */
  demoControlToken: string | undefined;
  /** A session not used for this many seconds ends; every use extends it (sliding). */
  sessionTtlSeconds: number;
  /** The order-life simulator moves a demo order one step this often (0 = off). */
  orderLifePaceMs: number;
  /**
   * Demo and bench only: the server's clock starts today at this UTC time of day ("HH:MM") and runs on
   * from there (store hours, flash sales, order times); unset = the real clock.
   */
  demoClock: string | undefined;
  /** When DEMO_CLOCK read its time (default: the process start). */
  demoClockFrom: Date | undefined;
}

/** The non-empty entries of a comma-separated setting, trimmed. */
function commaList(text: string): string[] {
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** A comma-separated list of origins, each normalised (`scheme://host[:port]`); invalid ones are dropped. */
function originList(text: string): string[] {
  return commaList(text).flatMap((entry) => {
    try {
      return [new URL(entry).origin];
    } catch {
      return [];
    }
  });
}

/** Parses the given variables (defaults to process.env). The only place that reads process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.parse(
    Object.fromEntries(
      Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
    ),
  );
  const dataDir =
    parsed.DATA_DIR === "memory" ? "memory" : path.resolve(packageRoot, parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    publicUrl: (parsed.PUBLIC_URL ?? `http://127.0.0.1:${String(parsed.PORT)}`).replace(/\/+$/, ""),
    corsOrigins: originList(parsed.CORS_ORIGINS),
    trustedProxies: commaList(parsed.TRUSTED_PROXIES),
    redirectOrigins: originList(parsed.REDIRECT_ORIGINS ?? parsed.CORS_ORIGINS),
    demoMode: parsed.DEMO_MODE,
    demoModeConsent: parsed.DEMO_MODE_I_UNDERSTAND,
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    catalogCacheMs: parsed.CATALOG_CACHE_MS,
    demoOtpCode: parsed.DEMO_OTP_CODE,
    demoControlToken: parsed.DEMO_CONTROL_TOKEN,
    orderLifePaceMs: parsed.ORDER_LIFE_PACE_MS,
    sessionTtlSeconds: parsed.SESSION_TTL_SECONDS,
    demoClock: parsed.DEMO_CLOCK,
    demoClockFrom:
      parsed.DEMO_CLOCK_FROM === undefined ? undefined : new Date(parsed.DEMO_CLOCK_FROM),
  };
}
