import base from "@marketplace/eslint-config/base";

// `.cache/` holds the start-up database dumps (and local scratch files); `storage/` the generated images.
export default [{ ignores: [".cache/**", ".data/**", "storage/**"] }, ...base];
