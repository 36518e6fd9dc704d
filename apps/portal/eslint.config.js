import { baseConfig } from "@griya/eslint-config/base";
import { featureBoundaries } from "@griya/eslint-config/boundaries";
import { reactConfig } from "@griya/eslint-config/react";

const here = import.meta.dirname;
export default [
  // The server's tests import plain .mjs modules without declarations, so the portal's tsconfig leaves them out.
  ...baseConfig({ tsconfigRootDir: here, allowDefaultProject: ["server/*.test.ts"] }),
  ...reactConfig(),
  ...featureBoundaries({ featuresDir: `${here}/app/features` }),
];
