import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

// A built web app as vite writes it: hashed assets with their .br and .gz beside them (vite.config.ts).
const HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head></html>';
const SCRIPT = `export const text = "${"पहिलो भार ".repeat(200)}";\n`;
const IMMUTABLE = "public, max-age=31536000, immutable";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "pragati-web-dist-"));
  mkdirSync(path.join(dist, "assets"));
  const script = path.join(dist, "assets", "index-Ab12Cd34.js");
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, "index.html"), HTML);
  writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the built web app's files", () => {
  it("sends a hashed asset precompressed (brotli, else gzip) and cacheable for a year", async () => {
    const br = await t.anonymous.get("/assets/index-Ab12Cd34.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);

    const gz = await t.anonymous.get("/assets/index-Ab12Cd34.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["cache-control"]).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.anonymous.get("/assets/index-Ab12Cd34.js", {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it("never lets a browser keep index.html: at /, at a screen's address and by its own name", async () => {
    for (const url of ["/", "/login", "/nikaya/profile/3", "/index.html"]) {
      const res = await t.anonymous.get(url, { headers: { "accept-encoding": "gzip, br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    const favicon = await t.anonymous.get("/favicon.svg");
    expect(favicon.headers["cache-control"]).toBe("no-cache");
  });

  it("answers an unknown API path with the error shape, not the app", async () => {
    const res = await t.anonymous.get("/api/no-such-thing");
    expect(res.statusCode).toBe(404);
    expect(res.data).toMatchObject({ success: false, message_np: "यो ठेगाना भेटिएन।" });
  });
});
