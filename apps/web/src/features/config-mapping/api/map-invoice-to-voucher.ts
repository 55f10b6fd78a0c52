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

/** One voucher books one invoice: 409 when the voucher already books another. */
export async function mapInvoiceToVoucher(
  invoiceId: number,
  voucherId: number,
): Promise<MarketplaceInvoice> {
  const { data } = await api.put<InvoiceMappingResult>(
    pathOf(MAPPING_API.invoiceVoucher, { id: invoiceId }),
    { voucherId },
    { call: { successMessage: MAPPING_MESSAGES.invoiceMapped } },
  );
  return data.invoice;
}

export function useMapInvoiceToVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, voucherId }: { invoiceId: number; voucherId: number }) =>
      mapInvoiceToVoucher(invoiceId, voucherId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mappingQueryKeys.invoices() }),
        queryClient.invalidateQueries({ queryKey: mappingQueryKeys.vouchers() }),
      ]),
  });
}
