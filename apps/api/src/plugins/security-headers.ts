import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Helmet's headers, and `Cache-Control: no-store` on every API answer (tokens, personal data and office
 * figures must not stay in a browser's or proxy's cache). HSTS and `upgrade-insecure-requests` are sent
 * only when the deployment says it is served over HTTPS: on a plain-HTTP office address
 * (http://10.x.x.x:3000) they would make the browser ask for https:// and load a blank page.
 */
const securityHeaders = async (app: FastifyInstance, options: { https: boolean }) => {
  await app.register(helmet, {
    hsts: options.https ? { maxAge: 31_536_000 } : false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
  });
};
// A named function: fastify-plugin names an anonymous plugin from a stack trace, and the process's first stack
// trace decodes the server's whole source map (about 20 MB, kept for good; see scripts/api-process.mjs).
export const securityHeadersPlugin = fp(securityHeaders);
