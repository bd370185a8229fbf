import sanitizeHtml from "sanitize-html";

/**
 * The information pages' HTML comes from the administrator's rich-text editor on the backend: it is
 * rendered only after this allowlist. Headings start at h2 (the page's own title is the h1), links keep
 * only web, mail and phone targets, and every script, style, frame, form and event attribute is dropped.
 */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "br",
      "hr",
      "ul",
      "ol",
      "li",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "a",
      "blockquote",
      "bdi",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
    ],
    allowedAttributes: { a: ["href", "rel"], th: ["scope"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:/i.test(attribs.href ?? "")
          ? { ...attribs, rel: "noopener noreferrer nofollow" }
          : attribs,
      }),
    },
  });
}
