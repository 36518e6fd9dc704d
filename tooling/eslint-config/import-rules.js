import fs from "node:fs";
import path from "node:path";

/** Every module specifier of a file: static imports, re-exports and dynamic `import("…")` with a literal. */
function onSpecifier(check) {
  const visit = (node) => {
    if (node.source?.type === "Literal" && typeof node.source.value === "string") check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportAllDeclaration: visit,
    ExportNamedDeclaration: visit,
    ImportExpression: visit,
  };
}

/** The folder under `root` that `file` lies in (its first path segment below root), or null outside root. */
function folderUnder(root, file) {
  const relative = path.relative(root, file);
  if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

/** A feature folder imports only itself: shared code lives outside features, and routes compose features. */
export const noCrossFeatureImports = {
  meta: {
    type: "problem",
    docs: { description: "A feature folder never imports from another feature folder." },
    schema: [
      {
        type: "object",
        properties: { featuresDir: { type: "string" } },
        required: ["featuresDir"],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "The {{from}} feature imports the {{to}} feature: features do not import each other; move the shared part " +
        "to app/lib or app/components, or let the route compose both.",
    },
  },
  create(context) {
    const featuresDir = path.resolve(context.options[0].featuresDir);
    const from = folderUnder(featuresDir, context.filename);
    if (from === null) return {};
    return onSpecifier((node, specifier) => {
      if (!specifier.startsWith(".")) return;
      const to = folderUnder(featuresDir, path.resolve(path.dirname(context.filename), specifier));
      if (to !== null && to !== from) context.report({ node, messageId: "crossFeature", data: { from, to } });
    });
  },
};

/** A relative import never lands in a forbidden folder (a package reaching into an app). */
export const noRelativeImportsInto = {
  meta: {
    type: "problem",
    docs: { description: "Relative imports never reach into the listed folders." },
    schema: [
      {
        type: "object",
        properties: { dirs: { type: "array", items: { type: "string" } }, reason: { type: "string" } },
        required: ["dirs", "reason"],
        additionalProperties: false,
      },
    ],
    messages: { forbidden: "{{specifier}} reaches into {{dir}}: {{reason}}" },
  },
  create(context) {
    const { dirs, reason } = context.options[0];
    const forbidden = dirs.map((dir) => path.resolve(dir));
    return onSpecifier((node, specifier) => {
      if (!specifier.startsWith(".")) return;
      const target = path.resolve(path.dirname(context.filename), specifier);
      const dir = forbidden.find((candidate) => folderUnder(candidate, target) !== null || target === candidate);
      if (dir !== undefined) context.report({ node, messageId: "forbidden", data: { specifier, dir, reason } });
    });
  },
};

/**
 * Where a file of the API's src/ sits: platform/ (rank 0), kernels/<name>/ (1), features/<name>/ (2), anything
 * else the composition root (3); null outside src/. `unit` names the kernel or feature.
 */
function layerOf(srcDir, file) {
  const relative = path.relative(srcDir, file);
  if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [top, unit, ...rest] = relative.split(path.sep);
  if (top === "platform") return { name: "platform", rank: 0 };
  if (top === "kernels") return { name: "kernels", rank: 1, unit };
  // A bare folder (`../orders`) names its index.
  if (top === "features") return { name: "features", rank: 2, unit, entry: rest.join("/") || "index.ts" };
  return { name: "the composition root", rank: 3 };
}

const LAYER_MAY_IMPORT = {
  platform: "platform/ imports only platform/",
  kernels: "a kernel imports platform/ and other kernels",
  features: "a feature imports platform/, kernels/ and other features' index.ts",
};

/** The entry a feature's public surface lives in: the one barrel other modules may import it through. */
const PUBLIC_ENTRY = /^index\.(ts|js)$/;

/**
 * The API's layers (ADR 0057): platform/ < kernels/ < features/ < the composition root. A file imports its own
 * layer or a lower one, never a higher one; another feature only through its public entry, features/<name>/index.ts.
 */
export const apiLayers = {
  meta: {
    type: "problem",
    docs: { description: "API modules import downwards only, and other features only through their index.ts." },
    schema: [
      {
        type: "object",
        properties: { srcDir: { type: "string" } },
        required: ["srcDir"],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "{{specifier}} reaches up from {{from}} into {{to}}: {{rule}}. Move the shared part down, or let the caller " +
        "pass it in.",
      internal:
        "{{specifier}} reaches into the internals of the {{feature}} feature: import it through " +
        "features/{{feature}}/index.ts (add the name there if it is meant to be used outside).",
    },
  },
  create(context) {
    const srcDir = path.resolve(context.options[0].srcDir);
    const from = layerOf(srcDir, context.filename);
    if (from === null) return {};
    return onSpecifier((node, specifier) => {
      if (!specifier.startsWith(".")) return;
      const to = layerOf(srcDir, path.resolve(path.dirname(context.filename), specifier));
      if (to === null) return;
      if (to.rank > from.rank) {
        const data = { specifier, from: from.name, to: to.name, rule: LAYER_MAY_IMPORT[from.name] };
        context.report({ node, messageId: "upward", data });
        return;
      }
      const otherFeature = to.name === "features" && !(from.name === "features" && from.unit === to.unit);
      if (otherFeature && !PUBLIC_ENTRY.test(to.entry)) {
        context.report({ node, messageId: "internal", data: { specifier, feature: to.unit } });
      }
    });
  },
};

/** The kernel or feature a file of src/ belongs to ("kernels/coins", "features/orders"), or null. */
function unitOf(srcDir, file) {
  const layer = layerOf(srcDir, file);
  return layer?.unit === undefined ? null : `${layer.name}/${layer.unit}`;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.[^"']*)["']/g;
const GRAPH_TTL_MS = 10_000;
const graphs = new Map();

/**
 * Which kernels and features each kernel and feature imports (type-only imports count: they tie the two as
 * much), read from the files of src/ except tests. Kept for a few seconds, as one lint run reads it for every file.
 */
function unitGraph(srcDir) {
  const cached = graphs.get(srcDir);
  if (cached && Date.now() - cached.at < GRAPH_TTL_MS) return cached.edges;
  const edges = new Map();
  const files = fs.readdirSync(srcDir, { recursive: true, withFileTypes: true });
  for (const entry of files) {
    if (!entry.isFile() || !/\.ts$/.test(entry.name) || entry.name.endsWith(".test.ts")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = unitOf(srcDir, file);
    if (from === null) continue;
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const to = unitOf(srcDir, path.resolve(path.dirname(file), specifier));
      if (to === null || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  graphs.set(srcDir, { at: Date.now(), edges });
  return edges;
}

/** A shortest chain of imports from unit `start` to unit `goal`, or null when there is none. */
function chain(edges, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    if (unit === goal) {
      const units = [];
      for (let u = goal; u !== null; u = cameFrom.get(u)) units.unshift(u);
      return units;
    }
    for (const next of edges.get(unit) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, unit);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * Kernels and features form no circles (ADR 0057): when one imports another, the other may not already depend on
 * it, directly or through others. import-x/no-cycle sees circles of files; this one sees circles of folders, which
 * can close through files that never import each other.
 */
export const noUnitCycles = {
  meta: {
    type: "problem",
    docs: { description: "API kernels and features never depend on each other in a circle." },
    schema: [
      {
        type: "object",
        properties: { srcDir: { type: "string" } },
        required: ["srcDir"],
        additionalProperties: false,
      },
    ],
    messages: {
      circle:
        "{{from}} imports {{to}}, which already depends on {{from}} ({{circle}}): kernels and features form no " +
        "circles. Move what both need down a layer, or pass it in from the caller.",
    },
  },
  create(context) {
    const srcDir = path.resolve(context.options[0].srcDir);
    const from = unitOf(srcDir, context.filename);
    // Tests may reach anywhere; the picture is drawn without them.
    if (from === null || context.filename.endsWith(".test.ts")) return {};
    return onSpecifier((node, specifier) => {
      if (!specifier.startsWith(".")) return;
      const to = unitOf(srcDir, path.resolve(path.dirname(context.filename), specifier));
      if (to === null || to === from) return;
      const back = chain(unitGraph(srcDir), to, from);
      if (back !== null) {
        context.report({ node, messageId: "circle", data: { from, to, circle: [from, ...back].join(" → ") } });
      }
    });
  },
};
