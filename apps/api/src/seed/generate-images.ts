/**
 * Generates the demo images (SVG) into apps/api/storage: product and category pictures from the
 * Fluent emoji set, and logos, covers and banners drawn with names, colours and simple shapes.
 * Run with `pnpm --filter @marketplace/api images`; the output is committed.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import icons from "@iconify-json/fluent-emoji-flat/icons.json" with { type: "json" };

import type { ImageSpec } from "./build";
import { packageRoot } from "../env";
import { wideArt } from "./banner-art";
import { buildDemoData } from "./build";
import { buildSettings } from "./settings";

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

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

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

function render(spec: ImageSpec): string {
  switch (spec.kind) {
    case "emoji":
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" fill="${spec.background}"/><circle cx="256" cy="256" r="200" fill="#FFFFFF" opacity="0.7"/>${emojiAt(spec.emoji, 96, 96, 320)}</svg>`;
    case "logo":
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256"><rect width="256" height="256" rx="56" fill="${spec.color}"/><circle cx="128" cy="104" r="68" fill="#FFFFFF" opacity="0.92"/>${emojiAt(spec.emoji, 84, 60, 88)}<text x="128" y="222" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="44" font-weight="700" fill="#FFFFFF">${escape(initialsOf(spec.initials))}</text></svg>`;
    case "cover":
    case "banner":
      return wideArt(spec, (x, y, size) => emojiAt(spec.emoji, x, y, size));
  }
}

async function main(): Promise<void> {
  const root = path.join(packageRoot, "storage");
  await rm(root, { recursive: true, force: true });
  const specs = [
    ...buildDemoData(new Date("2026-01-01T00:00:00Z")).images,
    ...buildSettings().images,
  ];
  for (const spec of specs) {
    const folder = path.join(root, spec.folder);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, spec.file), render(spec));
  }
  console.log(`wrote ${String(specs.length)} images to ${root}`);
}

await main();
