/** A catalogue (or part of one): texts and nested groups. */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * The parts of a catalogue named by dotted paths (`"location"`, `"home.parcel"`), nested as in the original,
 * so on-demand client parts get only the texts they translate with.
 */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split(".");
    const value = keys.reduce<string | Messages | undefined>(
      (node, key) => (typeof node === "object" ? node[key] : undefined),
      messages,
    );
    const last = keys.pop();
    if (value === undefined || last === undefined) continue;
    let target = picked;
    for (const key of keys) {
      const next = target[key];
      target = typeof next === "object" ? next : (target[key] = {});
    }
    target[last] = value;
  }
  return picked;
}
