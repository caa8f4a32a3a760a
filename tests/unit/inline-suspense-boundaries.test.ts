import { inlineSuspenseBoundaries } from "@/lib/html/inline-suspense-boundaries";

/** A page as React streams it once past its chunk size: placeholders in place, content and move scripts at the end. */
const RUNTIME = "$RB=[];$RV=function(a){};$RC=function(b,c){}";
const page = (body: string, tail: string) => `<!DOCTYPE html><html><head></head><body>${body}${tail}</body></html>`;

describe("inlineSuspenseBoundaries", () => {
  test("puts each finished boundary back in place and drops the scripts that only moved them", () => {
    const html = page(
      '<main><!--$--><p>inline</p><!--/$--><!--$?--><template id="B:0"></template><!--/$--><p>between</p><!--$?--><template id="B:1"></template><!--/$--></main>',
      "<script>requestAnimationFrame(function(){$RT=performance.now()});</script>" +
        '<div hidden id="S:0"><section><h2>First</h2><p>a &amp; b</p></section></div>' +
        `<script>${RUNTIME};$RC("B:0","S:0")</script>` +
        '<div hidden id="S:1"><section><div><p>Second</p></div></section></div>' +
        '<script>$RC("B:1","S:1")</script><script>self.__next_f.push([1,"x"])</script>',
    );
    const result = inlineSuspenseBoundaries(html);
    expect(result).toMatchObject({ inlined: 2, outlinedLeft: 0 });
    expect(result.html).toBe(
      page(
        "<main><!--$--><p>inline</p><!--/$--><!--$--><section><h2>First</h2><p>a &amp; b</p></section><!--/$--><p>between</p><!--$--><section><div><p>Second</p></div></section><!--/$--></main>",
        '<script>self.__next_f.push([1,"x"])</script>',
      ),
    );
  });

  test("a boundary inside a moved one is placed too", () => {
    const html = page(
      '<!--$?--><template id="B:0"></template><!--/$-->',
      '<div hidden id="S:1"><p>inner</p></div><script>$RC("B:1","S:1")</script>' +
        '<div hidden id="S:0"><div>outer<!--$?--><template id="B:1"></template><!--/$--></div></div>' +
        `<script>${RUNTIME};$RC("B:0","S:0")</script>`,
    );
    const result = inlineSuspenseBoundaries(html);
    expect(result.outlinedLeft).toBe(0);
    expect(result.html).toBe(page("<!--$--><div>outer<!--$--><p>inner</p><!--/$--></div><!--/$-->", ""));
  });

  test("a boundary still waiting for its content stays as React sent it, and is counted", () => {
    const html = page('<!--$?--><template id="B:0"></template><!--/$-->', "<script>other()</script>");
    expect(inlineSuspenseBoundaries(html)).toEqual({ html, inlined: 0, outlinedLeft: 1 });
  });

  test("a boundary moved by a script that does more stays as sent, and is counted", () => {
    const html = page(
      '<!--$?--><template id="B:0"></template><!--/$-->',
      '<div hidden id="S:0"><p>x</p></div><script>$RC("B:0","S:0");track()</script>',
    );
    expect(inlineSuspenseBoundaries(html)).toEqual({ html, inlined: 0, outlinedLeft: 1 });
  });
});
