/** Copies the contract and the migrations into dist/ (ADR 0041). */
export function bundleAssets(): Promise<void>;
