export declare const DEFAULT_MAP_TILE_URL: string;
export declare const DEFAULT_MAP_TILE_ATTRIBUTION: string;

export type MapTileConfig = { url: string; attribution: string; imgSources: string[] };

/** The tile source of this process (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); throws on a bad configuration. */
export function mapTileConfig(env?: NodeJS.ProcessEnv): MapTileConfig;

/** The img-src sources a tile URL template needs, or null for a template that is not usable. */
export function tileImgSources(template: string): string[] | null;
