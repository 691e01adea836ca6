import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `pass` now and then every `intervalMs` until stopped, one pass at a time (a slow pass delays the
 * next instead of overlapping it); a failed pass is logged under `name` and the next one runs as usual.
 */
export const startPeriodic = (deps: {
  name: string;
  pass: () => Promise<unknown>;
  log: FastifyBaseLogger;
  intervalMs: number;
}) => {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = running.then(deps.pass).catch((error) => deps.log.error({ err: error }, deps.name));
  };
  pass();
  const timer = setInterval(pass, deps.intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
};
