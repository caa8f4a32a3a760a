import { leadQuerySchema, outboxQuerySchema } from "@/lib/validation/admin";
import { parseQuery } from "@/lib/http";
import { AppError } from "@/lib/errors/app-error";

describe("admin query strings", () => {
  it("parse hub, search and cursor with defaults", () => {
    expect(parseQuery(leadQuerySchema, new URLSearchParams("hub=percymd&q=%20ann%20&cursor=abc"))).toEqual({
      hub: "percymd",
      q: "ann",
      cursor: "abc",
    });
    expect(parseQuery(leadQuerySchema, new URLSearchParams(""))).toEqual({
      hub: undefined,
      q: undefined,
      cursor: undefined,
    });
    expect(parseQuery(leadQuerySchema, new URLSearchParams("hub=&q=&cursor="))).toEqual({
      hub: undefined,
      q: undefined,
      cursor: undefined,
    });
    expect(parseQuery(outboxQuerySchema, { to: ["a@b.co", "x"] })).toEqual({ cursor: undefined, to: "a@b.co" });
  });
  it("refuse an unknown hub or an overlong cursor with 422 and the field named", () => {
    for (const query of ["hub=acme", `cursor=${"x".repeat(401)}`, `q=${"x".repeat(201)}`]) {
      const error = (() => {
        try {
          parseQuery(leadQuerySchema, new URLSearchParams(query));
        } catch (e) {
          return e;
        }
      })() as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.status).toBe(422);
      expect(Object.keys(error.fields ?? {})).toHaveLength(1);
    }
  });
});
