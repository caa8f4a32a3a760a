import { detectEnvironment } from "@/lib/hubs/stage";

describe("detectEnvironment", () => {
  it.each([
    ["localhost", "development"],
    ["localhost:3000", "development"],
    ["percymd.localhost:3000", "development"],
    ["127.0.0.1", "development"],
    ["192.168.1.20", "development"],
    ["[::1]:3000", "development"],
    ["printer.local", "development"],
    ["marquetext.com:8443", "development"],
    ["staging.marquetext.com", "staging"],
    ["marque-preview.example.com", "staging"],
    ["dev.percymd.com", "staging"],
    ["test.percytext.com", "staging"],
    ["marque-site.vercel.app", "staging"],
    ["marque.netlify.app", "staging"],
    ["marque.pages.dev", "staging"],
    ["marquetext.com", "production"],
    ["www.percymd.com", "production"],
    ["", "production"],
    [null, "production"],
  ])("%j → %s", (host, env) => {
    expect(detectEnvironment(host)).toBe(env);
  });
});

describe("detectEnvironment on malformed hosts", () => {
  it.each(["percymd.com:abc", "percymd.com:1:2", "per cymd.com", "[::1"])("%j → production", (host) => {
    expect(detectEnvironment(host)).toBe("production");
  });
});
