import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Customers. Passwords are bcrypt hashes; nothing secret is ever sent on the wire. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    fName: text("f_name"),
    lName: text("l_name"),
    email: text("email"),
    phone: text("phone"),
    passwordHash: text("password_hash"),
    image: text("image"),
    isPhoneVerified: boolean("is_phone_verified").notNull().default(false),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    /** The social account this user signed in with ("google:<unique_id>"), if any. */
    socialId: text("social_id"),
    loginMedium: text("login_medium").notNull().default("manual"),
    refCode: text("ref_code").notNull(),
    /** The customer whose `ref_code` this one signed up with (paid once, at this one's first delivered order). */
    referredBy: integer("referred_by"),
    walletBalance: numeric("wallet_balance", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    loyaltyPoint: integer("loyalty_point").notNull().default(0),
    cmFirebaseToken: text("cm_firebase_token"),
    interest: jsonb("interest").$type<number[]>().notNull().default([]),
    status: integer("status").notNull().default(1),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_phone_unique").on(table.phone),
    uniqueIndex("users_social_unique").on(table.socialId),
    uniqueIndex("users_ref_code_unique").on(table.refCode),
  ],
);

/** Guests: the id is random (48 bits), never sequential, so it cannot be guessed. */
export const guests = pgTable("guests", {
  id: bigint("id", { mode: "number" }).primaryKey(),
  fcmToken: text("fcm_token"),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
});

/** Bearer sessions: only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
    /**
     * The session ends at this instant unless used before: each use pushes it to now + the configured
     * lifetime (sliding, ADR 0013). Sessions opened before this column existed get 30 days.
     */
    expiresAt: timestamp("expires_at", { mode: "date", withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
  },
  (table) => [
    uniqueIndex("sessions_token_unique").on(table.tokenHash),
    index("sessions_user_idx").on(table.userId),
  ],
);

/**
 * One-time codes per (purpose, channel, target): the code is stored hashed with its expiry, the time it
 * was last sent (60 s resend wait) and the failed attempts (limited).
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    purpose: text("purpose").notNull(),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { mode: "date", withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { mode: "date", withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    blockedUntil: timestamp("blocked_until", { mode: "date", withTimezone: true }),
    /** Set once the code was verified for a password reset (the reset token). */
    verified: boolean("verified").notNull().default(false),
  },
  (table) => [uniqueIndex("otp_codes_target_unique").on(table.purpose, table.target)],
);

/**
 * Sign-in attempts per key (`account:<email or phone>`, `address:<ip>`) in a fixed window: kept in the
 * database so the limit holds across API instances (issue 20 #5, ADR 0014).
 */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull(),
  windowStart: timestamp("window_start", { mode: "date", withTimezone: true }).notNull(),
});
