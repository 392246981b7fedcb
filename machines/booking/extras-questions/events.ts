/** Events the extras and questions step takes from its view. */
export type ExtrasQuestionsEvent =
  /** A quantity for an extra (dated ones: for one delivery date); kept within what can be bought. */
  | { type: 'extra.quantityChanged'; extraId: number; date?: string | null; quantity: number }
  /**
   * One more or one less (the quantity field's buttons): one more is at least the extra's minimum;
   * one less from the minimum removes the line, since fewer than the minimum cannot be bought.
   */
  | { type: 'extra.stepped'; extraId: number; date?: string | null; by: 1 | -1 }
  /**
   * A day of a dated extra's calendar picked: an unpicked orderable day gets the extra's minimum
   * quantity (at least 1), a picked one is removed. Other days are ignored.
   */
  | { type: 'extra.dateToggled'; extraId: number; date: string }
  /** A text, textarea or date answer. */
  | { type: 'answer.textChanged'; questionId: number; text: string }
  /** Options ticked (single: one value, multiple: all ticked values). */
  | { type: 'answer.optionsChanged'; questionId: number; options: string[] }
  /** Files picked for a file question; each is uploaded in turn. */
  | { type: 'answer.filesAdded'; questionId: number; files: File[] }
  | { type: 'answer.fileRemoved'; questionId: number; localId: string }
  /** Try loading the offer again after a failure. */
  | { type: 'offer.retried' }
  /** From the booking chart: the guest submitted step 0; show the answers' messages. */
  | { type: 'step.submitted' };
