import type { TAdoptionBody, TAdoptionResult, TAdoptionSource } from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

const SOURCE_KEY = ["adoption", "source"] as const;

/** The office's plan of the year before the header's fiscal year (sent with every GET), marked adopted. */
export const adoptionSourceQuery = (nikayaId: number | null, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: [...SOURCE_KEY, nikayaId, fiscalYearId],
    queryFn: ({ signal }) =>
      api.get<TAdoptionSource>(
        "api/plans-policy/adoption/source",
        nikayaId === null ? {} : { nikaya_id: nikayaId },
        { signal },
      ),
  });

/** Adopts; afterwards every plan list and the source (its adopted marks) are read again. */
export function useAdopt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdoptionBody) => api.post<TAdoptionResult>("api/plans-policy/adoption/store", body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SOURCE_KEY });
      void queryClient.invalidateQueries({ queryKey: ["paged"] });
      void queryClient.invalidateQueries({ queryKey: ["plans"] });
    },
  });
}
