/** The centralised login switches from the business settings (`centralize_login`). */
export interface LoginSettings {
  phoneVerification: boolean;
  emailVerification: boolean;
}

export function loginSettings(settings: Record<string, unknown>): LoginSettings {
  const raw = settings.centralize_login;
  const central = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const on = (value: unknown) => value === 1 || value === true || value === "1";
  return {
    phoneVerification: on(central.phone_verification_status),
    emailVerification: on(central.email_verification_status),
  };
}
