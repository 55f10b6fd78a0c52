import { REPORT_API, type SaleTargetInput, type SaleTargetList } from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saleReportKeys } from './sale-report-keys';

/** Said once a target is saved. */
export const TARGET_SAVED = 'Đã lưu chỉ tiêu.';

/** A month's targets ('YYYY-MM') of the sales the signed-in user reads. */
export function useSaleTargets(month: string, enabled = true) {
  return useQuery({
    queryKey: saleReportKeys.targets(month),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<SaleTargetList>(REPORT_API.saleTargets, {
        params: { month },
        signal,
        call: { ignoreDefault: true },
      });
      return data;
    },
    enabled,
  });
}

/** Sets (or takes away) a sale's target; the reports that show it are read again. */
export function useSetSaleTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaleTargetInput) => {
      const { data } = await api.put<SaleTargetList>(REPORT_API.saleTargets, input, {
        call: { successMessage: TARGET_SAVED },
      });
      return data;
    },
    onSuccess: (data) => {
      queryClient.setQueryData(saleReportKeys.targets(data.month), data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: saleReportKeys.all }),
  });
}
