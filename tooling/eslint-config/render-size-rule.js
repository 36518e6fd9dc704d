/** An expression that is JSX, or yields JSX on one of its branches (`a ? <A /> : null`, `ok && <A />`). */
function isJsx(node) {
  switch (node?.type) {
    case "JSXElement":
    case "JSXFragment":
      return true;
    case "ConditionalExpression":
      return isJsx(node.consequent) || isJsx(node.alternate);
    case "LogicalExpression":
      return isJsx(node.left) || isJsx(node.right);
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
      return isJsx(node.expression);
    default:
      return false;
  }
}

/** `return content;` where `content` is a variable made of JSX. */
function isJsxVariable(sourceCode, node) {
  if (node?.type !== "Identifier") return false;
  for (let scope = sourceCode.getScope(node); scope; scope = scope.upper) {
    const variable = scope.set.get(node.name);
    if (variable) return variable.defs.some((def) => def.node.type === "VariableDeclarator" && isJsx(def.node.init));
  }
  return false;
}

/**
 * A function that returns JSX (a component, or a part of one) is at most `max` lines long, blank and comment
 * lines (`//`, block comments, JSX's `{/* … *\/}`) not counted: past that it is split along its sections.
 */
export const maxRenderFunctionLines = {
  meta: {
    type: "suggestion",
    docs: { description: "A function returning JSX is at most `max` lines long, blank and comment lines aside." },
    schema: [
      {
        type: "object",
        properties: { max: { type: "integer", minimum: 1 } },
        required: ["max"],
        additionalProperties: false,
      },
    ],
    messages: {
      tooLong:
        "{{name}} returns JSX and is {{lines}} lines long without blank and comment lines; at most {{max}}: split it " +
        "along its sections into components (or hooks) of their own.",
    },
  },
  create(context) {
    const { max } = context.options[0];
    const sourceCode = context.sourceCode;
    const text = sourceCode.text;
    // Characters that are comments: a line made only of these (and white space) is not counted.
    const comment = new Uint8Array(text.length);
    for (const { range } of sourceCode.getAllComments()) comment.fill(1, range[0], range[1]);
    /** The functions being walked, innermost last, each with whether one of its own returns is JSX. */
    const functions = [];

    function countedLines(node) {
      let lines = 0;
      for (let line = node.loc.start.line; line <= node.loc.end.line; line++) {
        const start = sourceCode.getIndexFromLoc({ line, column: 0 });
        const content = sourceCode.lines[line - 1];
        for (let column = 0; column < content.length; column++) {
          if (comment[start + column] === 0 && !/\s/.test(content[column])) {
            lines++;
            break;
          }
        }
      }
      return lines;
    }

    const enter = () => functions.push({ returnsJsx: false });
    const exit = (node) => {
      const { returnsJsx } = functions.pop();
      const jsxBody = node.type === "ArrowFunctionExpression" && isJsx(node.body);
      if (!returnsJsx && !jsxBody) return;
      const lines = countedLines(node);
      if (lines <= max) return;
      const name = node.id?.name ?? (node.parent.type === "VariableDeclarator" ? node.parent.id.name : "This function");
      context.report({ node, loc: node.loc.start, messageId: "tooLong", data: { name, lines, max } });
    };

    return {
      FunctionDeclaration: enter,
      FunctionExpression: enter,
      ArrowFunctionExpression: enter,
      "FunctionDeclaration:exit": exit,
      "FunctionExpression:exit": exit,
      "ArrowFunctionExpression:exit": exit,
      // `{/* … */}` in JSX: a comment too, braces included (its descendants are walked before any function's exit).
      "JSXExpressionContainer > JSXEmptyExpression"(node) {
        comment.fill(1, node.parent.range[0], node.parent.range[1]);
      },
      ReturnStatement(node) {
        const current = functions.at(-1);
        if (current && (isJsx(node.argument) || isJsxVariable(sourceCode, node.argument))) current.returnsJsx = true;
      },
    };
  },
};
