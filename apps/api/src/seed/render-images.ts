/**
 * Draws the demo pictures (SVG): product and category pictures from the Fluent emoji set (as
 * shapes), logos, covers and banners from names, colours and simple shapes, with every word drawn as
 * outlines from Inter (`text-paths.ts`) — a shipped picture never needs a font of the viewer's.
 */
import icons from "@iconify-json/fluent-emoji-flat/icons.json" with { type: "json" };

import type { ImageSpec } from "./build";
import { wideArt } from "./banner-art";
import { buildDemoData } from "./build";
import { viewArt } from "./item-gallery";
import { buildSettings } from "./settings";
import { textPathData } from "./text-paths";

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

const set = icons as IconSet;

function emojiBody(name: string): string {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ""];
  if (!icon) throw new Error(`unknown emoji: ${name}`);
  return icon.body;
}

function initialsOf(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** Places the 32×32 emoji at (x, y) with the given size. */
const emojiAt = (name: string, x: number, y: number, size: number) =>
  `<g transform="translate(${String(x)} ${String(y)}) scale(${String(size / 32)})">${emojiBody(name)}</g>`;

/** The SVG of one picture; text is drawn as outlines, so it needs no font of the viewer's. */
export function renderImage(spec: ImageSpec): string {
  switch (spec.kind) {
    case "emoji":
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" fill="${spec.background}"/><circle cx="256" cy="256" r="200" fill="#FFFFFF" opacity="0.7"/>${emojiAt(spec.emoji, 96, 96, 320)}</svg>`;
    case "logo":
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256"><rect width="256" height="256" rx="56" fill="${spec.color}"/><circle cx="128" cy="104" r="68" fill="#FFFFFF" opacity="0.92"/>${emojiAt(spec.emoji, 84, 60, 88)}<path d="${textPathData(initialsOf(spec.initials), { x: 128, y: 222, size: 44, weight: 700, anchor: "middle" })}" fill="#FFFFFF"/></svg>`;
    case "view":
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" fill="${spec.background}"/>${viewArt(spec.view, emojiBody(spec.emoji))}</svg>`;
    case "cover":
    case "banner":
      return wideArt(spec, (x, y, size) => emojiAt(spec.emoji, x, y, size));
  }
}

/** Every picture the seed refers to (the catalogue's and the settings'). */
export function shippedImageSpecs(): ImageSpec[] {
  return [...buildDemoData(new Date("2026-01-01T00:00:00Z")).images, ...buildSettings().images];
}
