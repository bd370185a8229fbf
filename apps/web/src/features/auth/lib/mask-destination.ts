/**
 * The OTP modal's masked destination: a phone keeps its dialling prefix and last 3 digits, an e-mail its
 * first 2 characters and its domain.
 * @example maskDestination("+15550000001") // "+1*******001"
 */
export function maskDestination(destination: string): string {
  const at = destination.indexOf("@");
  if (at > 0) {
    const name = destination.slice(0, at);
    const kept = name.slice(0, Math.min(2, name.length));
    return `${kept}${"*".repeat(Math.max(1, name.length - kept.length))}${destination.slice(at)}`;
  }
  if (destination.length <= 5) return destination;
  const head = destination.startsWith("+") ? 2 : 0;
  return `${destination.slice(0, head)}${"*".repeat(destination.length - head - 3)}${destination.slice(-3)}`;
}
