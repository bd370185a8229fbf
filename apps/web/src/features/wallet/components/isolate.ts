/**
 * Wraps a value shown inside a translated sentence (an amount such as "$50.00") in Unicode first-strong
 * isolates, so an Arabic sentence keeps it whole ("$50.00", not "50.00$").
 * @example isolate("$50.00") // "\u2068$50.00\u2069"
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
