/**
 * Wraps a value shown inside a translated sentence (an amount such as "$50.00") in Unicode first-strong
 * isolates, so an Arabic sentence keeps it whole ("$50.00", not "50.00$").
 * @example isolate("$50.00") // "\u2068$50.00\u2069"
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * Fills `{name}` placeholders of a text translated on the server with values, each isolated (above);
 * a placeholder without a value stays as written.
 * @example fillIsolated("At least {min} points", { min: "50" }) // "At least \u206850\u2069 points"
 */
export function fillIsolated(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : isolate(value);
  });
}
