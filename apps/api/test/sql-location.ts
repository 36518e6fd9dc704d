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

/** Each place in `source` where `find` names something, as "line: what". */
function findingsOf(source: string, fileName: string, find: (node: ts.Node) => string | undefined): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const what = find(node);
    if (what) found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${what}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Each place in `source` that runs or builds SQL, as "line: what". */
export function sqlFindings(source: string, fileName = "source.ts"): string[] {
  return findingsOf(source, fileName, finding);
}

/**
 * ADR 0061: every raw read has its rows checked against a valibot schema (`rowsOf(db, Row, sql…)`,
 * `preparedRows(name, Row, sql…)`). This finds a raw read that is not:
 *
 * - `rowsOf(…)` or `preparedRows(…)` given a type argument instead of a schema, or without one (fewer arguments);
 * - a raw statement whose answer is used: `.execute(…)` or `.query(…)` on a database, transaction or driver
 *   (`pglite`, `pool`, `client`, `conn`) whose result is kept, returned or read (`(await db.execute(q)).rows`), and
 *   any `.prepareQuery(…)`.
 *
 * A statement run for its effect alone (`await tx.execute(sql\`UPDATE …\`);`) reads nothing and is allowed, as is
 * the builder, whose rows the schema in src/platform/db/schema.ts types.
 */
const CHECKED_READERS: Record<string, number> = { rowsOf: 3, preparedRows: 3 };
const DRIVER_NAME = /^(pglite|pool|client|conn|connection)$/;

/** Files that hold the checked readers themselves. Paths are relative to apps/api. */
export const readsRowsItself = (file: string) =>
  file === "src/platform/db/rows-of.ts" || file === "src/platform/db/prepared-rows.ts";

/** The expression whose value is `node`'s, through parentheses, `await`, `void` and non-null assertions. */
function consumerOf(node: ts.Node): ts.Node {
  let parent = node.parent;
  while (
    ts.isParenthesizedExpression(parent) ||
    ts.isAwaitExpression(parent) ||
    ts.isVoidExpression(parent) ||
    ts.isNonNullExpression(parent)
  ) {
    if (ts.isVoidExpression(parent)) return parent.parent;
    parent = parent.parent;
  }
  return parent;
}

function uncheckedRead(node: ts.Node): string | undefined {
  if (!ts.isCallExpression(node)) return undefined;
  const callee = node.expression;
  if (ts.isIdentifier(callee) && callee.text in CHECKED_READERS) {
    if (node.typeArguments || node.arguments.length < CHECKED_READERS[callee.text]!) {
      return `${callee.text}(…) without a row schema`;
    }
    return undefined;
  }
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const method = callee.name.text;
  if (method === "prepareQuery") return "prepareQuery(…)";
  if (method !== "execute" && method !== "query") return undefined;
  const receiver = receiverName(callee.expression);
  if (!receiver || !(DATABASE_NAME.test(receiver) || DRIVER_NAME.test(receiver))) return undefined;
  if (ts.isExpressionStatement(consumerOf(node))) return undefined;
  return `rows of ${receiver}.${method}(…) read unchecked`;
}

/** Each raw read in `source` whose rows are not checked against a schema, as "line: what". */
export function uncheckedReadFindings(source: string, fileName = "source.ts"): string[] {
  return findingsOf(source, fileName, uncheckedRead);
}
