import base from "@marketplace/eslint-config/base";

export default [...base];
