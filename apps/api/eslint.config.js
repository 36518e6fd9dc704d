import { baseConfig } from "@griya/eslint-config/base";
import { apiBoundaries } from "@griya/eslint-config/boundaries";

const here = import.meta.dirname;
export default [...baseConfig({ tsconfigRootDir: here }), ...apiBoundaries({ srcDir: `${here}/src` })];
