// The product suggestion (a product and the sellers to compare it at, handed from the product
// analysis to the price comparison) and the sellers last compared, kept in the browser.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SELECTED_SELLERS_STORAGE_KEY = 'backoffice-selected-sellers';

export interface ProductSuggestion {
  /** The product's code. */
  product: string;
  sellerCodes: string[];
}

interface ProductSuggestionState {
  suggestion: ProductSuggestion | null;
  /** The sellers last compared, the comparison's default next time. */
  selectedSellers: string[];
  suggest: (suggestion: ProductSuggestion) => void;
  /** The suggestion waiting, which it then forgets. */
  takeSuggestion: () => ProductSuggestion | null;
  setSelectedSellers: (codes: string[]) => void;
}

export const useProductSuggestionStore = create<ProductSuggestionState>()(
  persist(
    (set, get) => ({
      suggestion: null,
      selectedSellers: [],
      suggest: (suggestion) => {
        set({ suggestion });
      },
      takeSuggestion: () => {
        const { suggestion } = get();
        if (suggestion) set({ suggestion: null });
        return suggestion;
      },
      setSelectedSellers: (codes) => {
        set({ selectedSellers: codes });
      },
    }),
    {
      name: SELECTED_SELLERS_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ selectedSellers }) => ({ selectedSellers }),
    },
  ),
);
