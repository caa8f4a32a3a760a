import { leadQuerySchema, outboxQuerySchema } from "@/lib/validation/admin";
import { parseQuery } from "@/lib/http";
import { AppError } from "@/lib/errors/app-error";

describe("admin query strings", () => {
  it("parse hub, search and page with defaults", () => {
    expect(parseQuery(leadQuerySchema, new URLSearchParams("hub=percymd&q=%20ann%20&page=2"))).toEqual({
      hub: "percymd",
      q: "ann",
      page: 2,
    });
    expect(parseQuery(leadQuerySchema, new URLSearchParams(""))).toEqual({ hub: undefined, q: undefined, page: 1 });
    expect(parseQuery(leadQuerySchema, new URLSearchParams("hub=&q="))).toEqual({
      hub: undefined,
      q: undefined,
      page: 1,
    });
    expect(parseQuery(outboxQuerySchema, { to: ["a@b.co", "x"] })).toEqual({ page: 1, to: "a@b.co" });
  });
  it("refuse an unknown hub or a bad page with 422 and the field named", () => {
    for (const query of ["hub=acme", "page=0", "page=abc", "page=1.5", `q=${"x".repeat(201)}`]) {
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
