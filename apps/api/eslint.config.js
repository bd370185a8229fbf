import apps from "@marketplace/eslint-config/apps";
import base from "@marketplace/eslint-config/base";

// `.cache/` holds the start-up database dumps (and local scratch files); `storage/` the generated images.
export default [
  { ignores: [".cache/**", ".data/**", "storage/**"] },
  ...base,
  ...apps,
  {
    // The seed authors the demo data (prices in the seed's own 2-decimal currency, coordinates, ratings):
    // fixture generation, not an amount the API computes for a request.
    files: ["src/seed/**"],
    rules: { "marketplace/no-ad-hoc-money": "off" },
  },
];
