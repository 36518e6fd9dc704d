import ts from "typescript";

/**
 * ADR 0045: only `*-repository.ts` files, `src/platform/db/` (client, migrations, schema) and `src/seed/` know tables. This finds
 * what would run or build SQL anywhere else, from the syntax tree (so comments and strings never count):
 *
 * - a value import from drizzle-orm (`sql`, `eq`, `and`, …): they exist only to build queries;
 * - a `sql` tagged template (`` sql`…` ``, `` sql<T>`…` ``, `` x.sql`…` ``), however `sql` reached the file;
 * - `rowsOf(…)`, the raw read helper of src/platform/db;
 * - a builder call on a database or transaction: `.select`, `.selectDistinct`, `.selectDistinctOn`, `.insert`,
 *   `.update`, `.delete`, `.execute`, `.with`, `.$count` or `.query` on a receiver named like one (`db`, `tx`,
 *   `trx`, `database`, `transaction`, or a camelCase name ending in `Db`/`Tx`, also as the last part of a
 *   path such as `request.server.database.db`).
 *
 * What it allows, and why: `db.transaction(…)` (a service opens the transaction and passes `tx` to repositories);
 * type-only imports from drizzle-orm (a type runs nothing); the same method names on anything else (a hash's
 * `.update`, a Map's or the file storage's `.delete`), because their receiver is not a database.
 */
const BUILDER_METHODS = new Set([
  "select",
  "selectDistinct",
  "selectDistinctOn",
  "insert",
  "update",
  "delete",
  "execute",
  "with",
  "$count",
  "query",
]);
const DATABASE_NAME = /^(db|tx|trx|database|transaction)$|[a-z0-9](Db|Tx)$/;

/** The rule's exemptions: repositories, the database layer itself and the seed. Paths are relative to apps/api. */
export const mayHoldSql = (file: string) =>
  file.endsWith("-repository.ts") || file.startsWith("src/platform/db/") || file.startsWith("src/seed/");

/** The last name of a receiver: `db` for `db`, `this.db` and `request.server.database.db`. */
function receiverName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return undefined;
}

function isSqlTag(tag: ts.Expression): boolean {
  return (
    (ts.isIdentifier(tag) && tag.text === "sql") || (ts.isPropertyAccessExpression(tag) && tag.name.text === "sql")
  );
}

function isValueImportFromDrizzle(node: ts.ImportDeclaration): boolean {
  const from = (node.moduleSpecifier as ts.StringLiteral).text;
  if (from !== "drizzle-orm" && !from.startsWith("drizzle-orm/")) return false;
  const clause = node.importClause;
  if (!clause) return true; // a side-effect import
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.some((element) => !element.isTypeOnly);
}

function finding(node: ts.Node): string | undefined {
  if (ts.isImportDeclaration(node) && isValueImportFromDrizzle(node)) return "imports drizzle-orm";
  if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) return "sql`…`";
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "rowsOf") {
    return "rowsOf(…)";
  }
  if (ts.isPropertyAccessExpression(node) && BUILDER_METHODS.has(node.name.text)) {
    const receiver = receiverName(node.expression);
    if (receiver && DATABASE_NAME.test(receiver)) return `${receiver}.${node.name.text}`;
  }
  return undefined;
}

/** Each place in `source` that runs or builds SQL, as "line: what". */
export function sqlFindings(source: string, fileName = "source.ts"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const what = finding(node);
    if (what) found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${what}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
