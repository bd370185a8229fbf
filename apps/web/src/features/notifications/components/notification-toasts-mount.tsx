import { NotificationToastsIdle } from "./notification-toasts-idle";

/**
 * The notification toasts' place in the frame: nothing for guests or without a delivery location (the API
 * answers notifications per zone); for a signed-in customer, a few bytes that load the poller once the
 * browser is idle after the page.
 */
export function NotificationToastsMount({
  signedIn,
  hasZone,
}: {
  signedIn: boolean;
  hasZone: boolean;
}) {
  if (!signedIn || !hasZone) return null;
  return <NotificationToastsIdle />;
}
