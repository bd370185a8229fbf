/**
 * The artwork of banners (1200×400) and store covers (1000×400). Storefronts show them with
 * `object-fit: cover` in boxes from 16:9 to 4:1, which crops the sides (16:9, 2:1) or the top and
 * bottom (4:1). So the title and subtitle are centred and wrapped inside a safe area that every one
 * of those crops keeps whole; only the background and the decorative emoji reach the edges.
 */
import { textPathData } from "./text-paths";

/** The centred box every crop keeps: 680 wide (16:9 of 1200×400 keeps 711), 260 high (4:1 keeps 300). */
export const SAFE_WIDTH = 680;
export const SAFE_HEIGHT = 260;

/** Average advance of a character, in ems, kept on the wide side (the tests measure Inter's real widths). */
const TITLE_EM = 0.64;
const SUBTITLE_EM = 0.56;

/** Splits text into lines of at most `maxChars` characters at spaces (a longer word gets its own line). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter((part) => part !== "")) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (candidate.length <= maxChars || line === "") line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/** The largest font size from `start` down to `min` at which the text fits the width in `maxLines` lines. */
export function fitText(
  text: string,
  options: { start: number; min: number; em: number; maxLines: number; width?: number },
): FittedText {
  const width = options.width ?? SAFE_WIDTH;
  for (let size = options.start; size >= options.min; size -= 2) {
    const maxChars = Math.floor(width / (size * options.em));
    const lines = wrapWords(text, maxChars);
    if (lines.length <= options.maxLines && lines.every((line) => line.length <= maxChars)) {
      return { lines, size };
    }
  }
  const size = options.min;
  return { lines: wrapWords(text, Math.floor(width / (size * options.em))), size };
}

interface WideSpec {
  kind: "cover" | "banner";
  color: string;
  title: string;
  subtitle: string;
}

/**
 * Title and subtitle lines centred on (cx, cy), drawn as outlines (`text-paths.ts`: no `<text>`, so
 * no font of the viewer's is needed); the whole block stays inside the safe area.
 */
export function textBlock(title: string, subtitle: string, cx: number, cy: number): string {
  const heading = fitText(title, { start: 60, min: 32, em: TITLE_EM, maxLines: 2 });
  const body = fitText(subtitle, { start: 34, min: 20, em: SUBTITLE_EM, maxLines: 2 });
  const titleLead = Math.round(heading.size * 1.1);
  const bodyLead = Math.round(body.size * 1.3);
  const gap = subtitle === "" ? 0 : 14;
  const height = heading.lines.length * titleLead + gap + body.lines.length * bodyLead;
  const top = cy - Math.min(height, SAFE_HEIGHT) / 2;
  const titleLines = heading.lines
    .map((line, index) => {
      const y = Math.round(top + titleLead * (index + 0.8));
      const d = textPathData(line, { x: cx, y, size: heading.size, weight: 800, anchor: "middle" });
      return `<path d="${d}" fill="#FFFFFF"/>`;
    })
    .join("");
  const bodyTop = top + heading.lines.length * titleLead + gap;
  const bodyLines = body.lines
    .map((line, index) => {
      const y = Math.round(bodyTop + bodyLead * (index + 0.75));
      const d = textPathData(line, { x: cx, y, size: body.size, weight: 400, anchor: "middle" });
      return `<path d="${d}" fill="#FFFFFF" opacity="0.92"/>`;
    })
    .join("");
  return titleLines + bodyLines;
}

/** A banner or cover: gradient, soft circles and the emoji at the edges, the text in the safe area. */
export function wideArt(
  spec: WideSpec,
  emoji: (x: number, y: number, size: number) => string,
): string {
  const width = spec.kind === "banner" ? 1200 : 1000;
  const height = 400;
  // Beside the safe area: 24 px from each edge (banner 24–184 and 1016–1176; cover 24–144 and 856–976).
  const icon = spec.kind === "banner" ? 160 : 120;
  const w = String(width);
  const h = String(height);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.color}"/><stop offset="1" stop-color="${spec.color}" stop-opacity="0.72"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${String(width - 120)}" cy="60" r="200" fill="#FFFFFF" opacity="0.08"/><circle cx="90" cy="${h}" r="170" fill="#FFFFFF" opacity="0.08"/><rect x="${String((width - SAFE_WIDTH) / 2)}" y="${String((height - SAFE_HEIGHT) / 2)}" width="${String(SAFE_WIDTH)}" height="${String(SAFE_HEIGHT)}" rx="28" fill="#000000" opacity="0.12"/>${emoji(24, (height - icon) / 2, icon)}${emoji(width - 24 - icon, (height - icon) / 2, icon)}${textBlock(spec.title, spec.subtitle, width / 2, height / 2)}</svg>`;
}
