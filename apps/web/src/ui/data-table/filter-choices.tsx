import { Select } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { OfficeSelect } from "../office-select";

type Option = { value: string; label: string };

/** One filter of a list: a clearable choice among `data` (`all` when empty), or an office from the tree. */
export type FilterChoice = { name: string; label: string } & (
  | { all: string; data: Option[] }
  | { office: { emptyLabel: string; description?: string } }
);

/**
 * A list's filters chosen on its screen, in the order given: the values for DataTable's `filters` (empty
 * ones are left out there) and the controls for its toolbar.
 */
export function useFilterChoices(choices: FilterChoice[]): {
  filters: Record<string, string | number | null>;
  controls: ReactNode;
} {
  const [filters, setFilters] = useState<Record<string, string | number | null>>({});
  const choose = (name: string) => (value: string | number | null) =>
    setFilters((current) => ({ ...current, [name]: value }));
  const controls = choices.map((choice) =>
    "office" in choice ? (
      <OfficeSelect
        key={choice.name}
        clearable
        label={choice.label}
        emptyLabel={choice.office.emptyLabel}
        description={choice.office.description}
        value={typeof filters[choice.name] === "number" ? (filters[choice.name] as number) : null}
        onChange={choose(choice.name)}
      />
    ) : (
      <Select
        key={choice.name}
        label={choice.label}
        placeholder={choice.all}
        clearable
        data={choice.data}
        value={typeof filters[choice.name] === "string" ? (filters[choice.name] as string) : null}
        onChange={choose(choice.name)}
      />
    ),
  );
  return { filters, controls };
}
