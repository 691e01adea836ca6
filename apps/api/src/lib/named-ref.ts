/** A reference to a named record as the answers carry it (`{ id, name, name_np }`); null without one. */
export const namedRef = (id: number | null, name: string | null, nameNp: string | null) =>
  id === null ? null : { id, name: name ?? "", name_np: nameNp ?? "" };
