import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");
export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
