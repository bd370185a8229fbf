/** Whether a card link leaves the site (an absolute or protocol-relative URL). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith("//");
}
