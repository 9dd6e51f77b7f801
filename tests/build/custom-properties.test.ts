// A page's custom properties resolved where their value cannot vary
// (scripts/lib/site-build/custom-properties.ts): what each element shows stays the same.
import { describe, expect, it } from "vitest";
import { resolveCustomProperties } from "../../scripts/lib/site-build/custom-properties";

const resolve = (css: string, named: string[] = []) =>
  resolveCustomProperties(css, (property) => named.includes(property));

describe("a page's custom properties", () => {
  it("resolves a colour's opacity, which no rule of the page sets otherwise", () => {
    expect(
      resolve(".bg-a{--tw-bg-opacity:1;background-color:rgb(1 2 3/var(--tw-bg-opacity,1))}"),
    ).toBe(".bg-a{background-color:rgb(1 2 3/1)}");
  });

  it("drops a filter's properties of nothing that its defaults rule gives the element", () => {
    expect(
      resolve(
        ".blur-3xl{--tw-blur: ;--tw-brightness: }.blur-3xl{--tw-blur:blur(64px);filter:var(--tw-blur) var(--tw-brightness)}",
      ),
    ).toBe(".blur-3xl{--tw-blur: }.blur-3xl{--tw-blur:blur(64px);filter:var(--tw-blur) }");
  });

  it("keeps a property that the page's rules set to more than one value", () => {
    const rings =
      "*{--tw-ring-offset-width:0px}.ring-offset-2{--tw-ring-offset-width:2px}.ring{box-shadow:0 0 0 var(--tw-ring-offset-width) red}";
    expect(resolve(rings)).toBe(rings);
  });

  it("keeps a property that an element the reading rule applies to may not have", () => {
    // .b's elements have --x only inside an .a, if ever: without it, width is invalid, not 1px.
    const css = ".a{--x:1px}.b{width:var(--x)}";
    expect(resolve(css)).toBe(css);
    // A universal rule gives every element the property, a pseudo-element's included.
    expect(resolve("*{--x:1px}.b:before{width:var(--x)}")).toBe(".b:before{width:1px}");
    expect(resolve(':before,:after{--tw-content:""}.a:before{content:var(--tw-content)}')).toBe(
      '.a:before{content:""}',
    );
  });

  it("keeps a property the page's HTML or code names, which a style attribute may set", () => {
    const css =
      ".reveal{--reveal-delay:0s;transition:opacity .8s var(--reveal-delay,0s)}:root{--toast:4rem}";
    expect(resolve(css, ["--reveal-delay", "--toast"])).toBe(css);
  });

  it("takes a fallback where the page sets the property nowhere, and leaves a var() without one", () => {
    expect(resolve(".a{padding:var(--slot,0px)}.b{width:var(--unset)}")).toBe(
      ".a{padding:0px}.b{width:var(--unset)}",
    );
  });

  it("leaves a registered property, which has an initial value of its own", () => {
    const css =
      "@property --angle{syntax:'<angle>';inherits:false;initial-value:0deg}.a{rotate:var(--angle)}";
    expect(resolve(css)).toBe(css);
  });

  it("removes what no rule reads any more, rules and at-rules left empty with it", () => {
    expect(resolve(":root{--unused:2px}@media (min-width:768px){.a{--tw-x:0}}.b{color:red}")).toBe(
      ".b{color:red}",
    );
  });
});
