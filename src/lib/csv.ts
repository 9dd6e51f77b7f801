// The one CSV writer of the admin area (the subscriber export, the compliance archive's export).
import Papa from "papaparse";

/**
 * A cell that a spreadsheet program would run as a formula: one that begins with =, +, -, @, a tab or
 * a carriage return (OWASP's CSV injection list). Papa's own escapeFormulae pattern ends in `.*$`,
 * which misses such a cell when it holds a line break; this one looks at the first character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_MIME_TYPE = "text/csv;charset=utf-8";

/**
 * `rows` under `header` as CSV: RFC 4180 with CRLF line ends and a final CRLF, a byte-order mark so
 * spreadsheet programs read UTF-8, and every text cell that begins like a formula prefixed with an
 * apostrophe (and quoted), so it is shown as text and never run. Numbers and booleans are written
 * as they are.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const table = Papa.unparse([[...header], ...rows.map((row) => [...row])], {
    newline: "\r\n",
    escapeFormulae: FORMULA_START,
  });
  return `\uFEFF${table}\r\n`;
}
