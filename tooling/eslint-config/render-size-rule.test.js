import { after, describe, it } from "node:test";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { griyaPlugin } from "./plugin.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = after;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

// Three lines at most, so that each case stays short.
const options = [{ max: 3 }];
const filename = "component.tsx";
const tooLong = (name, lines) => ({ messageId: "tooLong", data: { name, lines, max: 3 } });

tester.run("max-render-function-lines", griyaPlugin.rules["max-render-function-lines"], {
  valid: [
    { code: "const A = () => (\n  <p>\n    Hi\n  </p>\n);", filename, options: [{ max: 5 }] },
    // A long function that does not return JSX is not this rule's business.
    { code: "function total(a) {\n  let s = 0;\n  s += a;\n  s += a;\n  return s;\n}", filename, options },
    // Only the function that returns JSX is measured: here the short callback, not the long function around it.
    {
      code: "function rows(items) {\n  const a = 1;\n  const b = 2;\n  return items.map((i) => <li>{i + a + b}</li>);\n}",
      filename,
      options,
    },
  ],
  invalid: [
    // Seven lines of code: blank lines, line and block comments and JSX comments are not counted.
    {
      code: `function A() {
        // Why the text is short.

        /* More about it,
           over two lines. */
        return (
          <p>
            {/* A JSX comment,
                over two lines. */}
            {/* and one more */}
            Hi
          </p>
        );
      }`,
      filename,
      options: [{ max: 6 }],
      errors: [{ messageId: "tooLong", data: { name: "A", lines: 7, max: 6 } }],
    },
    {
      code: "function A() {\n  const a = 1;\n  return <p>{a}</p>;\n}",
      filename,
      options,
      errors: [tooLong("A", 4)],
    },
    // A line with code and a comment counts.
    {
      code: "export function A() { // the card\n  const a = 1; /* one */\n  return <p>{a}</p>;\n}",
      filename,
      options: [{ max: 2 }],
      errors: [{ messageId: "tooLong", data: { name: "A", lines: 4, max: 2 } }],
    },
    {
      code: "const A = () => (\n  <p>\n    Hi\n  </p>\n);",
      filename,
      options,
      errors: [tooLong("A", 5)],
    },
    // JSX on one branch only, and JSX held in a variable, are JSX returned.
    {
      code: "function A({ ok }) {\n  const a = 1;\n  return ok ? <p>{a}</p> : null;\n}",
      filename,
      options,
      errors: [tooLong("A", 4)],
    },
    {
      code: "function A() {\n  const content = <p>Hi</p>;\n  if (!content) return null;\n  return content;\n}",
      filename,
      options,
      errors: [tooLong("A", 5)],
    },
    // A component inside another is measured on its own, and counts within the outer one too.
    {
      code: `function Outer() {
        const Inner = function () {
          const a = 1;
          const b = 2;
          return <p>{a + b}</p>;
        };
        return <Inner />;
      }`,
      filename,
      options: [{ max: 4 }],
      errors: [tooLong("Outer", 8), tooLong("Inner", 5)].map((error) => ({
        ...error,
        data: { ...error.data, max: 4 },
      })),
    },
  ],
});
