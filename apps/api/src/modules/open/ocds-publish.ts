import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { appSettings } from "../../db/schema/settings";
import { now } from "../../lib/clock";
import { loadCalendar } from "../calendar/calendar.repository";
import { extensionsOf, findContract, stageDatesOf, variationsOf } from "../contracts/contracts.repository";
import { loadSettings } from "../setup/settings.repository";
import { buildRelease, type ContractChange, type ContractState, stateTags, tagsOf } from "./ocds-release";
import { insertRelease, lastRelease } from "./open.repository";

/** Nepal's midnight of a BS date as an ISO instant (OCDS dates are date-times). */
export const instantOf = (calendar: Awaited<ReturnType<typeof loadCalendar>>) => (bs: string | null) =>
  bs && calendar.isValidBs(bs) ? `${calendar.bsToAd(bs)}T00:00:00+05:45` : undefined;

/** The OC4IDS identifier of a project: `oc4ids-` and the registration's code of the ocid prefix. */
export const projectIdentifier = (ocidPrefix: string, projectId: number) =>
  `oc4ids-${ocidPrefix.slice("ocds-".length)}-${projectId}`;

/**
 * Makes the release of a contract's present state, in the caller's transaction (the contract's row is
 * locked by the change): its tags say what changed (`change`), or every stage reached for a release the
 * demo seed makes from a stored state. Nothing is published while no ocid prefix is set. A contract
 * keeps the ocid of its first release, even if the prefix changes later.
 */
export const publishContractRelease = async (
  tx: Executor,
  contractId: number,
  change: ContractChange | "seeded",
) => {
  const settings = await loadSettings(tx);
  if (!settings.ocidPrefix) return;
  const contract = await findContract(tx, contractId, sql`true`);
  if (!contract) return;
  const [variations, extensions, previous, calendar] = await Promise.all([
    variationsOf(tx, contractId),
    extensionsOf(tx, contractId),
    lastRelease(tx, contractId),
    loadCalendar(tx),
  ]);
  const ocid = previous?.ocid ?? `${settings.ocidPrefix}-${contractId}`;
  const seq = (previous?.seq ?? 0) + 1;
  const state: ContractState = {
    ...contract,
    ...stageDatesOf(contract),
    project_oc4ids_id: projectIdentifier(settings.ocidPrefix, contract.project_id),
    office_id: contract.nikaya_id,
    office_name: contract.nikaya_name || contract.nikaya_name_np,
    variations,
    extensions,
  };
  const tags = change === "seeded" ? stateTags(state) : tagsOf(change, state);
  const release = buildRelease(
    state,
    { ocid, id: `${ocid}-${seq}`, date: now().toISOString(), tags },
    instantOf(calendar),
  );
  await insertRelease(tx, {
    contractId,
    seq,
    ocid,
    release,
    tags,
    origin: change === "seeded" ? "demo_seed" : "change",
  });
};

/**
 * Sample data (the demo seed, the benchmark's generator): a sample publisher and ocid prefix, not a
 * registration, and one release of each contract's present state (origin `demo_seed`, tagged with every
 * stage it reached), as those contracts were inserted as they stand, not moved through their stages.
 */
export const publishStoredContracts = async (
  executor: Executor,
  sample: { publisher: string; ocidPrefix: string },
  contractIds: readonly number[],
) => {
  await executor
    .update(appSettings)
    .set({ openPublisherName: sample.publisher, ocidPrefix: sample.ocidPrefix })
    .where(eq(appSettings.id, 1));
  for (const id of contractIds) await publishContractRelease(executor, id, "seeded");
};
