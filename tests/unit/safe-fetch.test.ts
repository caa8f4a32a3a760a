import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { refusedAddress } from "@/lib/http/public-address";
import { safeFetchHtml, SafeFetchError, type SafeFetchOptions } from "@/lib/http/safe-fetch";

/**
 * The opt-in check's fetcher. Refused addresses are refused before any connection is opened (http.request and
 * https.request are watched); a local fixture server is reached only through the test allowance, which names
 * its port.
 */
interface Fixture {
  port: number;
  hits: { url: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

async function fixture(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Fixture> {
  const hits: Fixture["hits"] = [];
  const server = http.createServer((req, res) => {
    hits.push({ url: req.url ?? "", headers: req.headers });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const html = (body: string) => `<!doctype html><html><body>${body}</body></html>`;
const page = (res: http.ServerResponse, body = html("<h1>Hello</h1>"), headers: http.OutgoingHttpHeaders = {}) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
  res.end(body);
};

async function refusal(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchError> {
  try {
    await safeFetchHtml(url, options);
  } catch (error) {
    if (error instanceof SafeFetchError) return error;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

let httpRequest: jest.SpyInstance;
let httpsRequest: jest.SpyInstance;
beforeEach(() => {
  httpRequest = jest.spyOn(http, "request");
  httpsRequest = jest.spyOn(https, "request");
});
afterEach(() => jest.restoreAllMocks());

const nothingFetched = () => {
  expect(httpRequest).not.toHaveBeenCalled();
  expect(httpsRequest).not.toHaveBeenCalled();
};

describe("addresses that are not public", () => {
  const FORMS: [string, string][] = [
    ["http://127.0.0.1/", "loopback"],
    ["http://127.1/", "loopback, short form"],
    ["http://2130706433/", "loopback as one decimal number"],
    ["http://0x7f.1/", "loopback in hex"],
    ["http://0177.0.0.1/", "loopback in octal"],
    ["http://0x7f000001/", "loopback as one hex number"],
    ["http://[::1]/", "IPv6 loopback"],
    ["http://[::ffff:127.0.0.1]/", "IPv4-mapped IPv6 loopback"],
    ["http://[::ffff:7f00:1]/", "IPv4-mapped IPv6 loopback in hex"],
    ["http://[0:0:0:0:0:ffff:127.0.0.1]/", "IPv4-mapped IPv6, written out"],
    ["http://localhost/", "localhost"],
    ["http://marque.localhost/", "a name under .localhost"],
    ["http://10.0.0.7/", "private 10/8"],
    ["http://172.16.4.2/", "private 172.16/12"],
    ["http://192.168.1.1/", "private 192.168/16"],
    ["http://[fd12:3456::1]/", "IPv6 unique local"],
    ["http://169.254.169.254/latest/meta-data/", "cloud metadata (AWS, GCP, Azure)"],
    ["http://[::ffff:169.254.169.254]/", "cloud metadata, IPv4-mapped"],
    ["http://[fd00:ec2::254]/", "AWS metadata over IPv6"],
    ["http://100.100.100.200/", "Alibaba metadata"],
    ["http://168.63.129.16/", "Azure host agent (public unicast, refused by name)"],
    ["http://169.254.10.10/", "link-local"],
    ["http://[fe80::1]/", "IPv6 link-local"],
    ["http://100.64.0.1/", "carrier-grade NAT"],
    ["http://0.0.0.0/", "unspecified"],
    ["http://[::]/", "IPv6 unspecified"],
    ["http://224.0.0.1/", "multicast"],
    ["http://255.255.255.255/", "broadcast"],
    ["http://[64:ff9b::7f00:1]/", "NAT64 of loopback"],
    ["https://10.1.1.1/", "private over https"],
  ];

  it.each(FORMS)("%s (%s) is refused and nothing is fetched", async (url) => {
    const error = await refusal(url);
    expect(error.reason).toBe("address");
    expect(error.message).toMatch(/only public pages can be checked/);
    nothingFetched();
  });

  it("a name that resolves to loopback is refused, and nothing is fetched", async () => {
    const resolve = jest.fn(async () => [{ address: "127.0.0.1", family: 4 as const }]);
    const error = await refusal("http://shop.example.com/join", { resolve });
    expect(resolve).toHaveBeenCalledWith("shop.example.com");
    expect(error.reason).toBe("address");
    expect(error.message).toContain("loopback");
    nothingFetched();
  });

  it("a name with one public and one private address is refused as a whole", async () => {
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 as const },
      { address: "::ffff:10.0.0.1", family: 6 as const },
    ];
    expect((await refusal("https://shop.example.com/", { resolve })).reason).toBe("address");
    nothingFetched();
  });

  it("the allowance for a fixture port opens that port on loopback only", async () => {
    const site = await fixture((_req, res) => page(res));
    try {
      expect((await safeFetchHtml(`http://127.0.0.1:${site.port}/`, { loopbackPorts: [site.port] })).html).toContain(
        "Hello",
      );
      httpRequest.mockClear();
      // Without it, the same fixture is refused before any connection.
      expect((await refusal(`http://127.0.0.1:${site.port}/`)).reason).toBe("address");
      // With it, a private address on that port is not opened.
      expect((await refusal(`http://10.0.0.1:${site.port}/`, { loopbackPorts: [site.port] })).reason).toBe("address");
      nothingFetched();
      expect(site.hits).toHaveLength(1);
    } finally {
      await site.close();
    }
  });

  it("public addresses are allowed", () => {
    for (const a of ["93.184.216.34", "2606:4700::1111", "::ffff:8.8.8.8"]) expect(refusedAddress(a)).toBeNull();
  });
});

describe("what a URL may be", () => {
  it.each([
    ["ftp://example.com/", "url"],
    ["file:///etc/passwd", "url"],
    ["gopher://example.com/", "url"],
    ["javascript:alert(1)", "url"],
    ["not a url", "url"],
    ["https://user:pass@example.com/", "url"],
  ])("%s is refused (%s)", async (url, reason) => {
    expect((await refusal(url)).reason).toBe(reason);
    nothingFetched();
  });

  it("a public name on a port other than 80 or 443 is refused", async () => {
    const resolve = async () => [{ address: "93.184.216.34", family: 4 as const }];
    const error = await refusal("http://shop.example.com:8080/", { resolve });
    expect(error.reason).toBe("url");
    expect(error.message).toMatch(/standard ports/);
    nothingFetched();
  });
});

describe("redirects", () => {
  it("a redirect to loopback is refused, and its target is never fetched", async () => {
    const target = await fixture((_req, res) => page(res, html("secret")));
    // Redirects to whatever its path names.
    const site = await fixture((req, res) => {
      res.writeHead(302, { location: decodeURIComponent((req.url ?? "/").slice(1)) });
      res.end();
    });
    try {
      for (const location of [
        `http://127.0.0.1:${target.port}/admin`,
        `http://0x7f.1:${target.port}/`,
        `http://[::ffff:127.0.0.1]:${target.port}/`,
        `http://localhost:${target.port}/`,
      ]) {
        const error = await refusal(`http://127.0.0.1:${site.port}/${encodeURIComponent(location)}`, {
          loopbackPorts: [site.port],
        });
        expect(error.reason).toBe("address");
      }
      expect(target.hits).toHaveLength(0);
      expect(site.hits).toHaveLength(4);
    } finally {
      await Promise.all([site.close(), target.close()]);
    }
  });

  it("a redirect to cloud metadata is refused with nothing fetched there", async () => {
    const site = await fixture((_req, res) => {
      res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" });
      res.end();
    });
    try {
      expect((await refusal(`http://127.0.0.1:${site.port}/`, { loopbackPorts: [site.port] })).reason).toBe("address");
      expect(httpRequest).toHaveBeenCalledTimes(1);
    } finally {
      await site.close();
    }
  });

  it("follows at most 3 redirects, each checked again, and keeps no cookie", async () => {
    const site = await fixture((req, res) => {
      const n = Number(/\/(\d+)$/.exec(req.url ?? "")?.[1] ?? 0);
      if (n > 0) {
        res.writeHead(302, { location: `/${n - 1}`, "set-cookie": `step=${n}; Path=/` });
        res.end();
      } else page(res, html("<p>arrived</p>"));
    });
    const options = { loopbackPorts: [site.port] };
    try {
      const fetched = await safeFetchHtml(`http://127.0.0.1:${site.port}/3`, options);
      expect(fetched.html).toContain("arrived");
      expect(fetched.url).toBe(`http://127.0.0.1:${site.port}/0`);
      expect(site.hits.map((h) => h.headers.cookie)).toEqual([undefined, undefined, undefined, undefined]);
      expect((await refusal(`http://127.0.0.1:${site.port}/4`, options)).reason).toBe("redirects");
    } finally {
      await site.close();
    }
  });
});

describe("one resolution, one address", () => {
  it("connects to the address that was checked; a name that changes its answer is not asked again", async () => {
    const site = await fixture((_req, res) => page(res));
    let calls = 0;
    // A rebinding name: the first answer is the fixture, every later one a private address.
    const resolve = async () =>
      calls++ === 0 ? [{ address: "127.0.0.1", family: 4 as const }] : [{ address: "10.0.0.1", family: 4 as const }];
    try {
      const fetched = await safeFetchHtml(`http://rebind.example:${site.port}/`, {
        resolve,
        loopbackPorts: [site.port],
      });
      expect(fetched.html).toContain("Hello");
      expect(calls).toBe(1);
      expect(site.hits[0].headers.host).toBe(`rebind.example:${site.port}`);
      const options = httpRequest.mock.calls[0][0] as http.RequestOptions;
      expect(options.agent).toBe(false);
      const answer = await new Promise<unknown[]>((done) =>
        (options.lookup as (h: string, o: object, cb: (...a: unknown[]) => void) => void)(
          "rebind.example",
          {},
          (...a) => done(a),
        ),
      );
      expect(answer).toEqual([null, "127.0.0.1", 4]);
    } finally {
      await site.close();
    }
  });
});

describe("what comes back", () => {
  let site: Fixture;
  const routes: Record<string, (res: http.ServerResponse) => void> = {
    "/png": (res) => {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(Buffer.alloc(10));
    },
    "/json": (res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{}");
    },
    "/big": (res) => page(res, html("x".repeat(1024 * 1024 + 10))),
    "/big-chunked": (res) => {
      res.writeHead(200, { "content-type": "text/html" });
      for (let i = 0; i < 20; i++) res.write("y".repeat(64 * 1024));
      res.end();
    },
    "/bomb": (res) => {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      res.end(gzipSync(Buffer.alloc(20 * 1024 * 1024, 32)));
    },
    "/gzip": (res) => {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      res.end(gzipSync(html("<p>zipped</p>")));
    },
    "/latin1": (res) => {
      res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" });
      res.end(Buffer.from(html("<p>caf\u00e9</p>"), "latin1"));
    },
    "/missing": (res) => {
      res.writeHead(404, { "content-type": "text/html" });
      res.end(html("gone"));
    },
    "/stall": (res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html>");
    },
  };
  beforeAll(async () => {
    site = await fixture((req, res) => (routes[req.url ?? ""] ?? ((r) => page(r)))(res));
  });
  afterAll(() => site.close());
  const get = (path: string, extra: SafeFetchOptions = {}) =>
    safeFetchHtml(`http://127.0.0.1:${site.port}${path}`, { loopbackPorts: [site.port], ...extra });
  const refused = async (path: string, extra: SafeFetchOptions = {}) => {
    try {
      await get(path, extra);
    } catch (error) {
      return (error as SafeFetchError).reason;
    }
    return "fetched";
  };

  it("HTML only", async () => {
    expect(await refused("/png")).toBe("type");
    expect(await refused("/json")).toBe("type");
  });

  it("at most 1 MB, declared, streamed or decompressed", async () => {
    expect(await refused("/big")).toBe("size");
    expect(await refused("/big-chunked")).toBe("size");
    expect(await refused("/bomb")).toBe("size");
  });

  it("reads compressed pages and the declared character set", async () => {
    expect((await get("/gzip")).html).toContain("zipped");
    expect((await get("/latin1")).html).toContain("café");
  });

  it("an error status is refused", async () => {
    expect(await refused("/missing")).toBe("status");
  });

  it("5 seconds to the last byte", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      const pending = refused("/stall");
      await jest.advanceTimersByTimeAsync(4999);
      let settled = false;
      void pending.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toBe("timeout");
    } finally {
      jest.useRealTimers();
    }
  });
});
