import { baseConfig } from "@griya/eslint-config/base";
import { packageBoundaries } from "@griya/eslint-config/boundaries";

const here = import.meta.dirname;
export default [...baseConfig({ tsconfigRootDir: here }), ...packageBoundaries({ repoRoot: `${here}/../..` })];
