import { and, eq } from "drizzle-orm";

import type { Db } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "./passwords";
import { newRefCode } from "./tokens";

export type UserRow = typeof users.$inferSelect;

/** Splits a full name at the first space into first and last name. */
export function splitName(name: string): { fName: string; lName: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  return space < 0
    ? { fName: trimmed, lName: "" }
    : { fName: trimmed.slice(0, space), lName: trimmed.slice(space + 1) };
}

/** Phones are compared without spaces, dashes or brackets, with one leading plus kept. */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, "");
  return trimmed.startsWith("+") ? `+${digits}` : digits;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.phone, normalizePhone(phone)));
  return row ?? null;
}

/** The active customer whose referral code is `code` (codes are stored upper-case), or null. */
export async function findReferrer(db: Db, code: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.refCode, code.trim().toUpperCase()), eq(users.status, 1)));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row ?? null;
}

export interface NewUser {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  /** A hash computed beforehand (sign-up hashes first, so a taken identity costs the same time). */
  passwordHash?: string | undefined;
  isPhoneVerified?: boolean;
  isEmailVerified?: boolean;
  socialId?: string | undefined;
  loginMedium?: string;
  /** The customer whose referral code this one signed up with. */
  referredBy?: number | null;
}

/**
 * Creates a customer. Unique email/phone are enforced by the table; the caller checks them first to
 * answer with the right field error, and a race still cannot create two accounts.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const name = input.name ? splitName(input.name) : { fName: null, lName: null };
  const [row] = await db
    .insert(users)
    .values({
      fName: name.fName,
      lName: name.lName,
      email: input.email ? normalizeEmail(input.email) : null,
      phone: input.phone ? normalizePhone(input.phone) : null,
      passwordHash:
        input.passwordHash ?? (input.password ? await hashPassword(input.password) : null),
      isPhoneVerified: input.isPhoneVerified ?? false,
      isEmailVerified: input.isEmailVerified ?? false,
      socialId: input.socialId ?? null,
      loginMedium: input.loginMedium ?? "manual",
      refCode: newRefCode(),
      referredBy: input.referredBy ?? null,
    })
    .returning();
  if (!row) throw new Error("user insert returned nothing");
  return row;
}

/** Whether the profile has a name (`is_personal_info`). */
export const hasPersonalInfo = (user: UserRow) => (user.fName ?? "").trim() !== "";
