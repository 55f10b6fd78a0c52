/** How the company's own seller accounts (OWNER_SELLER_IDS) are marked on the seller screens. */
export const OWNER_TAG = 'Công ty';
