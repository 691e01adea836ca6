import type {
  TPaged,
  TProjectComponentBandQuery,
  TProjectComponentBandRow,
  TProjectComponentBody,
  TProjectComponentProgressBody,
  TProjectComponents,
} from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { conflict, FieldErrorCollector, orNotFound } from "../../lib/errors";
import { pagedList } from "../../lib/paged";
import { lockRow } from "../../lib/row-lock";
import { authOf } from "../../plugins/auth";
import { buildSetupBlock, chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import {
  type ComponentRow,
  componentProgressExists,
  componentsInBandSelect,
  componentsOf,
  componentYearMonths,
  deleteComponentRow,
  findComponent,
  insertComponent,
  physicalToYearEnd,
  updateComponentRow,
  upsertComponentProgress,
} from "./project-components.repository";
import { refreshProjectFigures } from "./project-figures";
import {
  checkProgressMonth,
  findInScope,
  insideProjectWindow,
  openForEdit,
  overHundred,
  progressYearOf,
  windowClosed,
} from "./projects.service";

const COMPONENT = { en: "Component", np: "कम्पोनेन्ट" };

const MESSAGES = {
  hasProgress: {
    en: "This component has progress reported; it cannot be removed.",
    np: "यो कम्पोनेन्टको प्रगति प्रविष्ट भइसकेकाले हटाउन मिल्दैन।",
  },
  achievedTotal: {
    en: "A component's monthly progress in a year cannot add up to more than 100 %.",
    np: "एक वर्षमा कम्पोनेन्टको मासिक प्रगति जम्मा १०० % भन्दा बढी हुन सक्दैन।",
  },
};

/** A project's components for a year (the header's, else the project's own) and its physical progress. */
export const projectComponentsOf = async (
  db: Db,
  request: FastifyRequest,
  id: number,
  fiscalYearId: unknown,
): Promise<TProjectComponents> => {
  const project = await findInScope(db, request, id);
  const year = progressYearOf(fiscalYearId, project);
  const [components, physical] = await Promise.all([
    componentsOf(db, id, year),
    physicalToYearEnd(db, id, year),
  ]);
  return {
    fiscal_year_id: year,
    components: components.map(({ project_id: _, ...row }: ComponentRow) => row),
    physical: { weighted: components.length > 0, ...physical },
  };
};

/**
 * The list behind a band of a project head's dashboard row: the project's components in the band as of
 * the month, in the year asked, else the current one (the dashboard's default). The project scope as
 * every component read (404 outside it).
 */
export const componentsInBand = async (
  db: Db,
  request: FastifyRequest,
  id: number,
  query: TProjectComponentBandQuery,
): Promise<TPaged<TProjectComponentBandRow>> => {
  await findInScope(db, request, id);
  const fiscalYearId = (await chosenOrCurrentFiscalYearId(db, query.fiscal_year_id)) ?? 0;
  return pagedList<TProjectComponentBandRow>(
    db,
    query,
    componentsInBandSelect({
      projectId: id,
      fiscalYearId,
      month: query.month,
      band: query.measure,
      search: query.search,
    }),
  );
};

/**
 * A component of a project the caller may edit (scope and the project lock), locked for the change: the
 * component is read again once its project's row is locked (`openForEdit`), so a change decides on what a
 * concurrent removal or edit left, not on the first read.
 */
const openComponent = async (tx: Executor, request: FastifyRequest, componentId: number) => {
  const found = await orNotFound(findComponent(tx, componentId), COMPONENT);
  const { auth, project } = await openForEdit(tx, request, found.project_id);
  const component = await orNotFound(findComponent(tx, componentId), COMPONENT);
  return { auth, project, component };
};

export const addComponent = (db: Db, request: FastifyRequest, id: number, body: TProjectComponentBody) =>
  db.transaction(async (tx) => {
    const { auth, project } = await openForEdit(tx, request, id);
    const row = await insertComponent(tx, {
      projectId: id,
      name: body.name,
      nameNp: body.name_np,
      weight: body.weight,
      createdBy: auth.userId,
    });
    await refreshProjectFigures(tx, id);
    await recordActivity(tx, request, {
      action: "create",
      entity: "project_component",
      entityId: row.id,
      nikayaId: project.nikaya_id,
      changes: { project_id: id, ...body },
    });
    return id;
  });

export const updateComponent = (
  db: Db,
  request: FastifyRequest,
  componentId: number,
  body: TProjectComponentBody,
) =>
  db.transaction(async (tx) => {
    const { project, component } = await openComponent(tx, request, componentId);
    await updateComponentRow(tx, componentId, { name: body.name, nameNp: body.name_np, weight: body.weight });
    await refreshProjectFigures(tx, project.id);
    await recordActivity(tx, request, {
      action: "update",
      entity: "project_component",
      entityId: componentId,
      nikayaId: project.nikaya_id,
      changes: { before: component, after: body },
    });
    return project.id;
  });

/** Removes a component without progress; one with reports stays, so the weighted history holds. */
export const removeComponent = (db: Db, request: FastifyRequest, componentId: number) =>
  db.transaction(async (tx) => {
    const { project, component } = await openComponent(tx, request, componentId);
    if (await componentProgressExists(tx, componentId)) throw conflict(MESSAGES.hasProgress);
    await deleteComponentRow(tx, componentId);
    await refreshProjectFigures(tx, project.id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "project_component",
      entityId: componentId,
      nikayaId: project.nikaya_id,
      changes: component,
    });
    return project.id;
  });

/**
 * Stores (or replaces) a component's month, with the project's progress rules: scope (404), the project
 * reporting window for everyone but admin (409), a known year and no future month, and a year's months
 * adding up to at most 100 (422).
 */
export const storeComponentProgress = (
  db: Db,
  request: FastifyRequest,
  componentId: number,
  body: TProjectComponentProgressBody,
) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const found = await orNotFound(findComponent(tx, componentId), COMPONENT);
    // Read again under its project's lock: a concurrent removal may have taken the component away.
    await lockRow(tx, "projects", found.project_id);
    const component = await orNotFound(findComponent(tx, componentId), COMPONENT);
    const project = await findInScope(tx, request, component.project_id);
    const setup = await buildSetupBlock(tx);
    if (auth.roleSlug !== "admin" && !insideProjectWindow(setup)) throw windowClosed(setup);
    const errors = new FieldErrorCollector();
    const year = body.fiscal_year_id ?? project.fiscal_year_id;
    const startYear = await checkProgressMonth(tx, errors, { setup, year, month: body.month });
    const others =
      startYear === null
        ? []
        : (await componentYearMonths(tx, componentId, year)).filter((m) => m.month !== body.month);
    if (overHundred([...others.map((m) => m.achieved), body.achieved]))
      errors.add("achieved", MESSAGES.achievedTotal);
    errors.throwIfAny();
    await upsertComponentProgress(tx, {
      componentId,
      fiscalYearId: year,
      month: body.month,
      achieved: body.achieved,
      createdBy: auth.userId,
    });
    await refreshProjectFigures(tx, project.id);
    await recordActivity(tx, request, {
      action: "update",
      entity: "project_component_progress",
      entityId: componentId,
      nikayaId: project.nikaya_id,
      changes: { project_id: project.id, fiscal_year_id: year, ...body },
    });
    return { projectId: project.id, year };
  });
