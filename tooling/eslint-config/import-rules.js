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
