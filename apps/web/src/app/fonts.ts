import localFont from "next/font/local";

/** Inter (variable, latin), self-hosted: builds and runs without internet. */
export const inter = localFont({
  src: "../fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
});
