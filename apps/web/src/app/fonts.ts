import localFont from "next/font/local";

/**
 * Inter (variable, latin, 48 kB), self-hosted: builds and runs without internet. `optional`: the font is
 * used when it arrives within the first render's block period (always, once cached); otherwise the
 * size-adjusted fallback stays for that page instead of swapping fonts under the reader. Not preloaded: on
 * a first visit over a slow connection the preload took bandwidth from the page's largest image (a store
 * cover) and scripts while the font was then not used on that page anyway (Lighthouse A/B, 4 interleaved
 * rounds, simulated LCP medians: store page 2,756 → 2,398 ms, /home 2,739 → 2,507 ms). The stylesheet
 * still requests it with the page's first text, so it is cached for the next page.
 */
export const inter = localFont({
  src: "../fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "optional",
  preload: false,
});
