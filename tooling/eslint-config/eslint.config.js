import { baseConfig } from "./base.js";

export default baseConfig({ tsconfigRootDir: import.meta.dirname });
