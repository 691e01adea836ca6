import fastJson from "fast-json-stringify";
import { z } from "zod";

/**
 * A route serializer for answers of a fixed shape built from rows with more than the answer's fields
 * (the dashboard's cards): the route's own zod schema, compiled to JSON Schema and then by
 * fast-json-stringify, writes only the schema's fields like the zod serializer does, about four times
 * faster than validating with zod and calling JSON.stringify. The national dashboard answer, whose rows are
 * exactly its fields, is written with JSON.stringify, faster still. Other routes keep the zod serializer.
 */
export const fastSerializer = (schema: z.ZodType) => {
  const stringify = fastJson(
    z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" }) as object,
  );
  return () => (data: unknown) => stringify(data);
};
