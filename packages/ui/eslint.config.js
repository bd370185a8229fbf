import react from "@marketplace/eslint-config/react";

export default [...react, { ignores: ["storybook-static/**"] }];
