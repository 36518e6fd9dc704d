import { baseConfig } from "@griya/eslint-config/base";

export default baseConfig({ tsconfigRootDir: import.meta.dirname });
