import {
  CRM_API,
  type CreateInteractionInput,
  type Interaction,
  MESSAGES,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** What the comment box sends (the customer's id as a number). */
export type NewInteraction = Omit<CreateInteractionInput, 'customerId'> & { customerId: number };

export async function createInteraction(body: NewInteraction): Promise<Interaction> {
  const { data } = await api.post<Interaction>(CRM_API.interactionCreate, body, {
    call: { successMessage: MESSAGES.commentSent },
  });
  return data;
}

export function useCreateInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInteraction,
    onSuccess: async (_interaction, { customerId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.interactions(customerId) }),
        // The last interaction time shows on the customer and in the lists.
        queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
      ]);
    },
  });
}
