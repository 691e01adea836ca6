import { describe, expect, it, vi } from "vitest";

describe("loading the server's modules", () => {
  it("formats no stack trace (the built server's first one decodes its whole source map: about 20 MB)", async () => {
    // Evaluated again here, as the built server evaluates them at start: fastify-plugin reads a stack trace
    // to name a plugin whose function has no name.
    vi.resetModules();
    const original = Error.prepareStackTrace;
    let formatted = 0;
    Error.prepareStackTrace = (error, frames) => {
      formatted++;
      return original ? original(error, frames) : String(error);
    };
    try {
      await import("../app");
    } finally {
      Error.prepareStackTrace = original;
    }
    expect(formatted).toBe(0);
  });
});
