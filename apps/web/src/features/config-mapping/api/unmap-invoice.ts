import {
  MAPPING_MESSAGES,
  type InvoiceMappingResult,
  type MarketplaceInvoice,
  MAPPING_API,
  pathOf,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mappingQueryKeys } from './mapping-query-keys';

export async function unmapInvoice(invoiceId: number): Promise<MarketplaceInvoice> {
  const { data } = await api.delete<InvoiceMappingResult>(
    pathOf(MAPPING_API.invoiceVoucher, { id: invoiceId }),
    { call: { successMessage: MAPPING_MESSAGES.invoiceUnmapped } },
  );
  return data.invoice;
}

export function useUnmapInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) => unmapInvoice(invoiceId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mappingQueryKeys.invoices() }),
        queryClient.invalidateQueries({ queryKey: mappingQueryKeys.vouchers() }),
      ]),
  });
}
