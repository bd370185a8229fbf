import localFont from "next/font/local";

/**
 * Inter (variable, latin), self-hosted: builds and runs without internet. `optional`: the preloaded font
 * is used when it arrives with the first render (always, once cached); on a slow first visit the
 * size-adjusted fallback stays for that page instead of swapping fonts under the reader — which would
 * also move the page's largest paint (a text headline) to after the font's download.
 */
export const inter = localFont({
  src: "../fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "optional",
});
