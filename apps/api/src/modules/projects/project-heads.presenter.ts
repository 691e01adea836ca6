import type { TProjectHead, TProjectHeadCandidate } from "@pragati/domain/contract";
import type { HeadCandidateRecord, ProjectHeadRecord } from "./project-heads.repository";

const office = (row: {
  nikaya_id: number | null;
  nikaya_name: string | null;
  nikaya_name_np: string | null;
}) =>
  row.nikaya_id === null
    ? null
    : { id: row.nikaya_id, name: row.nikaya_name ?? "", name_np: row.nikaya_name_np ?? "" };

export const presentProjectHead = (row: ProjectHeadRecord): TProjectHead => ({
  id: row.id,
  project: { id: row.project_id, name: row.project_name, code: row.project_code },
  user: { id: row.user_id, name: row.user_name, username: row.username },
  nikaya: office(row),
  posted_on: row.posted_on,
  terminated_on: row.terminated_on,
  current: row.current,
  created_at: row.created_at,
});

export const presentHeadCandidate = (row: HeadCandidateRecord): TProjectHeadCandidate => ({
  id: row.id,
  name: row.name,
  username: row.username,
  nikaya: office(row),
});
