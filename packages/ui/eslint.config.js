import { baseConfig } from "@griya/eslint-config/base";
import { packageBoundaries } from "@griya/eslint-config/boundaries";
import { reactConfig } from "@griya/eslint-config/react";

const here = import.meta.dirname;
export default [
  ...baseConfig({ tsconfigRootDir: here }),
  ...reactConfig(),
  ...packageBoundaries({ repoRoot: `${here}/../..` }),
];
