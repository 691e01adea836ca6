import { afterAll } from "vitest";
import { setClock } from "../src/lib/clock";

// Test files share one module graph per worker (vitest.config.ts: isolate false), so the product's clock a
// file fixed must not reach the next file.
afterAll(() => setClock(null));
