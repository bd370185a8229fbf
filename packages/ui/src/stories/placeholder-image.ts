/** An offline SVG picture for stories (no network in Storybook builds here). */
export function placeholderImage(label: string, hue = 150, width = 320, height = 240): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}"><rect width="100%" height="100%" fill="hsl(${String(hue)} 45% 82%)"/><circle cx="${String(width / 2)}" cy="${String(height / 2 - 10)}" r="${String(Math.min(width, height) / 5)}" fill="hsl(${String(hue)} 45% 60%)"/><text x="50%" y="88%" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#1f2937">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
