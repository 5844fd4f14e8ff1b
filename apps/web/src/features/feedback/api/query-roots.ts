/** Every query of the member's feedback tickets starts with this root; a new ticket reads them again. */
export const feedbackQueryRoot = ['feedback'] as const;
