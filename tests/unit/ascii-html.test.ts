import { asciiHtml } from "../../scripts/lib/ascii-html.mjs";

describe("asciiHtml", () => {
  it("escapes non-ASCII text and attributes as character references", () => {
    expect(asciiHtml('<p title="a — b">© 2026 “Marque” ●</p>')).toBe(
      '<p title="a &#x2014; b">&#xA9; 2026 &#x201C;Marque&#x201D; &#x25CF;</p>',
    );
  });

  it("escapes inside scripts as \\u sequences the script reads back as the same string", () => {
    const html = '<script>self.__next_f.push([1,"Marque — “hi” 😀"])</script><p>—</p>';
    const out = asciiHtml(html);
    expect(out).toMatch(/^[\x00-\x7f]*$/);
    const body = /<script>([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";
    expect(body).toBe('self.__next_f.push([1,"Marque \\u2014 \\u201C' + 'hi\\u201D \\uD83D\\uDE00"])');
    expect(JSON.parse(body.slice("self.__next_f.push(".length, -1))).toEqual([1, "Marque — “hi” 😀"]);
    expect(out.endsWith("<p>&#x2014;</p>")).toBe(true);
  });

  it("escapes inside styles with six-digit CSS escapes", () => {
    expect(asciiHtml('<style>.a::before{content:"—"}</style>')).toBe('<style>.a::before{content:"\\002014"}</style>');
  });

  it("returns ASCII documents unchanged", () => {
    const html = "<!DOCTYPE html><html><body><h1>Hello</h1><script>x=1</script></body></html>";
    expect(asciiHtml(html)).toBe(html);
  });
});
