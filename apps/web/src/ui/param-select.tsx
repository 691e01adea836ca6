import { Select } from "@mantine/core";

/** A screen's filters kept in its URL: their values and the one way to change some of them. */
export type UrlParams = {
  values: Record<string, string>;
  update: (changes: Record<string, string | number | null>) => void;
};

type Option = { value: string; label: string };

/** A clearable choice of one URL filter (`name`), "all" when empty. */
export function ParamSelect({
  params,
  name,
  label,
  empty,
  data,
}: {
  params: UrlParams;
  name: string;
  label: string;
  empty: string;
  data: Option[];
}) {
  return (
    <Select
      label={label}
      placeholder={empty}
      data={data}
      value={params.values[name] ?? null}
      onChange={(value) => params.update({ [name]: value })}
      clearable
      w={{ base: "100%", xs: 200 }}
    />
  );
}

/** The top-level rows of a setup list as choices, named in the screen's language. */
export const topLevelOptions = (
  rows: { id: number; name: string; name_np: string; parent_id: number | null }[] = [],
  nameOf: (name: string, nameNp: string) => string,
): Option[] =>
  rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({ value: String(row.id), label: nameOf(row.name, row.name_np) }));
