import type { Db } from "../db/client";
import type { SessionPolicy } from "./sessions";
import type { UserRow } from "./users";
import type { LoginSettings } from "./verification";
import { mergeGuestCart } from "../orders/cart/cart-service";
import { issueInfoTicket } from "./info-ticket";
import { createSession } from "./sessions";
import { hasPersonalInfo } from "./users";

/** The production auth envelope. */
export interface AuthEnvelope {
  token: string | null;
  is_phone_verified: 0 | 1;
  is_email_verified: 0 | 1;
  is_personal_info: 0 | 1;
  is_exist_user: { id: number; name: string; image: string | null } | null;
  login_type: string;
  email: string | null;
  /**
   * Only while `auth/update-info` is the next step: the single-use ticket it must bring back (an
   * addition to the production envelope; clients that ignore it are unaffected; ADR 0013).
   */
  update_info_token?: string;
}

/**
 * Verification flags as the storefront routes on them: a channel whose verification is switched off
 * counts as verified.
 */
export function verifiedFlags(user: UserRow, settings: LoginSettings) {
  return {
    phone: user.isPhoneVerified || !settings.phoneVerification,
    email: user.isEmailVerified || !settings.emailVerification || !user.email,
  };
}

/**
 * Signs the user in when nothing remains to do (personal info present, channels verified): opens a
 * session and merges the guest's cart; otherwise answers with `token: null`, plus the update-info
 * ticket when completing the profile is what remains (`needsInfo`: the social flow without a phone).
 */
export async function authEnvelope(
  db: Db,
  user: UserRow,
  options: {
    loginType: string;
    settings: LoginSettings;
    guestId?: number | null | undefined;
    signIn?: boolean;
    /** Update-info is the next step even though the name may be present (social, no phone yet). */
    needsInfo?: boolean;
    session: SessionPolicy;
  },
): Promise<AuthEnvelope> {
  const verified = verifiedFlags(user, options.settings);
  const personal = hasPersonalInfo(user);
  const ready = (options.signIn ?? true) && personal && verified.phone && verified.email;
  let token: string | null = null;
  if (ready) {
    token = await createSession(db, user.id, options.session);
    if (options.guestId) await mergeGuestCart(db, options.guestId, user.id);
  }
  const needsInfo = options.needsInfo ?? (!personal && verified.phone && verified.email);
  const ticket =
    token === null && needsInfo
      ? await issueInfoTicket(db, user.id, options.session.now)
      : undefined;
  return {
    token,
    ...(ticket === undefined ? {} : { update_info_token: ticket }),
    is_phone_verified: verified.phone ? 1 : 0,
    is_email_verified: verified.email ? 1 : 0,
    is_personal_info: personal ? 1 : 0,
    is_exist_user: null,
    login_type: options.loginType,
    email: user.email,
  };
}
