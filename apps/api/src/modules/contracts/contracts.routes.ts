import {
  ZContract,
  ZContractBody,
  ZContractExtensionBody,
  ZContractMoveBody,
  ZContractQuery,
  ZContractRow,
  ZContractVariationBody,
  ZEnvelope,
  ZIdParams,
} from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { recordFileRoutes } from "../../lib/record-file-routes";
import { recordReadRoutes } from "../../lib/record-read-routes";
import { recordWriteRoutes } from "../../lib/record-write-routes";
import { can } from "../../plugins/auth";
import { todayBs } from "../projects/project-scope";
import { CONTRACT_FILES_OWNER } from "./contract-files.service";
import { contractMonthsRoutes } from "./contract-months.routes";
import { presentContract, presentContractRow } from "./contracts.presenter";
import {
  contractFileRows,
  extensionsOf,
  findContract,
  findContractFile,
  liabilitiesOf,
  listContracts,
  variationsOf,
} from "./contracts.repository";
import {
  addExtension,
  addVariation,
  CONTRACT,
  createContract,
  deleteContract,
  moveContractStage,
  scopeOf,
  updateContract,
} from "./contracts.service";

const tags = ["contracts"];
/** The contract records screen (SPEC.md section 2, `ayojana-thekka`). */
const SCREENS = ["ayojana-thekka"];

/** Contract (thekka) records under projects, seen and changed with their project's scope. */
export const contractsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const detail = async (request: FastifyRequest, id: number) => {
    const row = await orNotFound(findContract(app.db, id, await scopeOf(app.db, request)), CONTRACT);
    const [liabilities, variations, extensions, files, today] = await Promise.all([
      liabilitiesOf(app.db, id),
      variationsOf(app.db, id),
      extensionsOf(app.db, id),
      contractFileRows(app.db, id),
      todayBs(app.db),
    ]);
    return presentContract(row, today, { liabilities, variations, extensions, files });
  };

  recordReadRoutes(app, {
    tags,
    onRequest: [app.authenticate, can("contract.view", SCREENS)],
    answer: { schema: ZContract, of: detail },
    list: {
      path: "/api/thekka/all",
      summary: "Contracts whose project is in the caller's scope (paged, filtered)",
      filters: ZContractQuery,
      row: ZContractRow,
      page: async (request, query) => {
        const [page, today] = await Promise.all([
          listContracts(app.db, query, await scopeOf(app.db, request)),
          todayBs(app.db),
        ]);
        return { ...page, data: page.data.map((row) => presentContractRow(row, today)) };
      },
    },
    show: {
      path: "/api/thekka/show/:id",
      summary: "A contract with its dates, liabilities, variations, extensions and files",
    },
  });

  const write = recordWriteRoutes(app, { tags, answer: { schema: ZContract, of: detail } });

  write.post("/api/thekka/store", {
    summary: "Record a contract under a project",
    body: ZContractBody,
    onRequest: [app.authenticate, can("contract.manage", SCREENS)],
    write: (request, { body }) => createContract(app.db, request, body),
    message: { en: "The contract was recorded.", np: "ठेक्का थपियो।" },
  });

  write.post("/api/thekka/update/:id", {
    summary: "Edit a contract (planned dates, amounts, contractor, liabilities, progress)",
    body: ZContractBody,
    onRequest: [app.authenticate, can("contract.manage", SCREENS)],
    write: (request, { id, body }) => updateContract(app.db, request, id, body),
    message: { en: "The contract was updated.", np: "ठेक्का अद्यावधिक भयो।" },
  });

  r.delete("/api/thekka/delete/:id", {
    schema: {
      tags,
      summary: "Delete a contract still planned",
      params: ZIdParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("contract.manage", SCREENS)],
    handler: async (request) => {
      await deleteContract(app.db, app.storage, request, request.params.id);
      return ok(null, { message: { en: "The contract was deleted.", np: "ठेक्का हटाइयो।" } });
    },
  });

  write.post("/api/thekka/:id/move", {
    summary:
      "Move a contract to its next stage with the stage's actual dates, or close it with a date and reason",
    body: ZContractMoveBody,
    onRequest: [app.authenticate, can("contract.manage", SCREENS)],
    write: (request, { id, body }) => moveContractStage(app.db, request, id, body),
    message: { en: "The contract's stage was recorded.", np: "ठेक्काको चरण अभिलेख भयो।" },
  });

  write.post("/api/thekka/:id/variations", {
    summary: "Add a variation (kept for good; the newest is the current amount)",
    body: ZContractVariationBody,
    onRequest: [app.authenticate, can("contract.manage", SCREENS)],
    write: (request, { id, body }) => addVariation(app.db, request, id, body),
    message: { en: "The variation was added.", np: "भेरिएसन थपियो।" },
  });

  write.post("/api/thekka/:id/extensions", {
    summary: "Add an extension of time (kept for good; the newest is the revised completion)",
    body: ZContractExtensionBody,
    onRequest: [app.authenticate, can("contract.manage", SCREENS)],
    write: (request, { id, body }) => addExtension(app.db, request, id, body),
    message: { en: "The extension of time was added.", np: "म्याद थप थपियो।" },
  });

  recordFileRoutes(app, {
    tags,
    owner: CONTRACT_FILES_OWNER,
    answer: { schema: ZContract, of: detail },
    attach: {
      path: "/api/thekka/files/:id",
      summary: "Attach files to a contract (multipart; PDF, PNG, JPG, DOCX, XLSX up to 5 MB; at most 5)",
      onRequest: [app.authenticate, can("contract.manage", SCREENS)],
      before: async (request, id) =>
        orNotFound(findContract(app.db, id, await scopeOf(app.db, request)), CONTRACT),
    },
    download: {
      path: "/api/thekka/file/:id",
      summary: "Download a contract's file",
      onRequest: [app.authenticate, can("contract.view", SCREENS)],
      find: async (request, id) => findContractFile(app.db, id, await scopeOf(app.db, request)),
    },
    remove: {
      path: "/api/thekka/files/delete/:id",
      summary: "Remove a contract's file",
      onRequest: [app.authenticate, can("contract.manage", SCREENS)],
    },
  });

  await contractMonthsRoutes(app);
};
