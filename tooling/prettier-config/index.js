/**
 * The house format, chosen to match the code as it was written before a formatter ran: 120 columns, double
 * quotes, semicolons, trailing commas wherever the syntax allows them.
 * @type {import("prettier").Config}
 */
export default {
  printWidth: 120,
  singleQuote: false,
  semi: true,
  trailingComma: "all",
  arrowParens: "always",
  bracketSpacing: true,
  endOfLine: "lf",
};
