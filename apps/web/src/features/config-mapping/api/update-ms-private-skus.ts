import {
  MAPPING_MESSAGES,
  type KiotvietProduct,
  type UpdateMsPrivateSkus,
  type UpdateMsPrivateSkusResult,
  MAPPING_API,
  pathOf,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMasterDataStore } from '../../../lib/master-data/master-data-store';
import { mappingQueryKeys } from './mapping-query-keys';

/** PATCH /api/v1/kiotviet/product/{id}: the product's MISA item codes, all replaced. */
export async function updateMsPrivateSkus(
  id: number,
  body: UpdateMsPrivateSkus,
): Promise<KiotvietProduct> {
  const { data } = await api.patch<UpdateMsPrivateSkusResult>(
    pathOf(MAPPING_API.product, { id }),
    body,
    { call: { successMessage: MAPPING_MESSAGES.itemUpdated } },
  );
  return data.product;
}

export function useUpdateMsPrivateSkus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, msPrivateSkus }: { id: number; msPrivateSkus: string[] }) =>
      updateMsPrivateSkus(id, { msPrivateSkus }),
    onSuccess: (product) => {
      // The shared master data holds the same products: keep it in step without a full reload.
      useMasterDataStore.setState((state) => ({
        kiotvietProducts: state.kiotvietProducts.map((known) =>
          known.id === product.id ? product : known,
        ),
      }));
      return queryClient.invalidateQueries({ queryKey: mappingQueryKeys.products() });
    },
  });
}
