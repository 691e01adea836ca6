import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isBadValue, isDatabaseUnavailable } from "../lib/db-errors";
import { AppError, type FieldErrors } from "../lib/errors";
import { issueMessage } from "../lib/zod-messages";

/** Turns every failure into the one error shape; bad input never becomes a 500 or a stack trace. */
const errors = async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send({
        success: false,
        message: error.message,
        message_np: error.messageNp,
        ...(error.errors ? { errors: error.errors, errors_np: error.errorsNp } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      const errorsNp: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        const text = issueMessage(issue);
        errors[field] = [...(errors[field] ?? []), text.en];
        errorsNp[field] = [...(errorsNp[field] ?? []), text.np];
      }
      return reply.code(422).send({
        success: false,
        message: "The given data was invalid.",
        message_np: "दिइएको विवरण मान्य छैन।",
        errors,
        errors_np: errorsNp,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({
        success: false,
        message: "Too many requests. Please wait and try again.",
        message_np: "धेरै अनुरोध भयो। केही समयपछि फेरि प्रयास गर्नुहोस्।",
      });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        success: false,
        message: status === 413 ? "The upload is too large." : "The request could not be read.",
        message_np: status === 413 ? "अपलोड धेरै ठूलो छ।" : "अनुरोध पढ्न सकिएन।",
      });
    }
    if (isBadValue(error)) {
      // A value a schema should have refused reached the database: logged, so the schema gets the rule.
      request.log.warn({ err: error }, "value refused by the database");
      return reply.code(422).send({
        success: false,
        message: "The given data was invalid.",
        message_np: "दिइएको विवरण मान्य छैन।",
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send({
        success: false,
        message: "The database is not reachable just now. Please try again in a moment.",
        message_np: "अहिले डाटाबेससँग सम्पर्क हुन सकेन। केही बेरपछि फेरि प्रयास गर्नुहोस्।",
      });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({
      success: false,
      message: "Something went wrong on the server. Please try again.",
      message_np: "सर्भरमा समस्या आयो। फेरि प्रयास गर्नुहोस्।",
    });
  });
};
// A named function: fastify-plugin names an anonymous plugin from a stack trace, and the process's first stack
// trace decodes the server's whole source map (about 20 MB, kept for good; see scripts/api-process.mjs).
export const errorsPlugin = fp(errors);
