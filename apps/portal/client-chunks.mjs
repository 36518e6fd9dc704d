// How the browser build groups modules into files (ADR 0024). Gzip works per file, so a page made of a dozen
// small chunks ships more bytes than the same code in one: the framework (React, React DOM, React Router)
// goes into one file every page caches, and what the root, the public layout and the public pages share (the
// frame, the error page, the heart, the few ui fields they use) into another. The result cards with their paging
// and the enquiry forms (with the contact buttons) have a file each, so the listing page loads no cards and the
// search page no forms.
// Everything else keeps Vite's own splitting, so the portal's forms, dialogs and query cache never reach a
// public page.

const FRAMEWORK = /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:react|react-dom|scheduler|react-router)\//;
/** Vite's helper for on-demand chunks (the listing map): small, and cheaper inside the framework file. */
const PRELOAD_HELPER = /vite\/preload-helper/;

/**
 * The result cards, their grid and paging: the search, agent and favourites pages and the home (not the listing
 * page). The location box joins them: the search and the home share it, and as a file of its own it cost the search
 * page 195 B more than here, over its budget (ADR 0065).
 */
const PUBLIC_CARDS = [
  /\/app\/components\/public\/listing-card\.tsx$/,
  /\/app\/features\/favourites\/components\/favouritable-listing-grid\.tsx$/,
  /\/app\/features\/marketplace\/components\/location-box\.tsx$/,
  /\/packages\/ui\/dist\/(?:pagination|select)\.js$/,
];

/** The enquiry and KPR request forms and the contact buttons: the listing and agent pages. */
const ENQUIRY_FORMS = [
  /\/app\/features\/enquiry-forms\/(?:components\/[^/]+\.tsx|lead-client-action\.ts)$/,
  /\/app\/features\/listing-page\/components\/contact-buttons\.tsx$/,
];

const PUBLIC_SHARED = [
  /\/app\/components\/public\/[^/]+\.tsx?$/,
  /\/app\/features\/favourites\/components\/[^/]+\.tsx$/,
  /\/app\/features\/favourites\/favourite-action-data\.ts$/,
  /\/app\/lib\/(?:use-root-data|session-expired|support-email|public-actions|current-user|use-hydrated)\.ts$/,
  /\/app\/components\/navigation-progress\.tsx$/,
  /\/app\/locales\/public\.ts$/,
  /\/app\/public-paths\.ts$/,
  /\/packages\/ui\/dist\/(?:button|footer|text-field|link)\.js$/,
];

const UI_SHARED_CHUNK = /\/packages\/ui\/dist\/chunk-[A-Z0-9]+\.js$/;

/** @param {string} id @param {import("./client-chunks.d.mts").ChunkMeta} meta @param {Set<string>} seen */
function isPublicShared(id, meta, seen = new Set()) {
  if ([...PUBLIC_SHARED, ...PUBLIC_CARDS, ...ENQUIRY_FORMS].some((pattern) => pattern.test(id))) return true;
  // A helper chunk of @griya/ui joins when only public modules use it (field ids, class names, plain links).
  if (!UI_SHARED_CHUNK.test(id) || seen.has(id)) return false;
  seen.add(id);
  const importers = meta.getModuleInfo(id)?.importers ?? [];
  return importers.length > 0 && importers.every((importer) => isPublicShared(importer, meta, seen));
}

/** `build.rollupOptions.output.manualChunks` of the client build. @type {import("./client-chunks.d.mts").clientChunk} */
export function clientChunk(id, meta) {
  const path = id.replaceAll("\\", "/");
  if (FRAMEWORK.test(path) || PRELOAD_HELPER.test(path)) return "framework";
  if (PUBLIC_CARDS.some((pattern) => pattern.test(path))) return "public-cards";
  if (ENQUIRY_FORMS.some((pattern) => pattern.test(path))) return "public-forms";
  if (isPublicShared(path, meta)) return "public";
  return undefined;
}
