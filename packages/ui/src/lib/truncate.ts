/** Cuts text to `maxLength` characters (at most), without a trailing space, and adds an ellipsis. */
function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength).trimEnd()}…`;
}

export { truncate };
