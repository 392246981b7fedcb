import type { TranslationFunctions } from '../../locales/i18n-types';

/**
 * A stay's or a room's guests as the summaries write them: "2 adults, 1 child", or the adults alone
 * when no child comes ("2 adults"); `perRoom` for the same guests in every room ("2 adults per room").
 */
export function guestsText(
  LL: TranslationFunctions,
  { adults, children }: { adults: number; children: number },
  { perRoom = false }: { perRoom?: boolean } = {},
): string {
  if (children > 0) return perRoom ? LL.stay.guestsPerRoom({ adults, children }) : LL.stay.guests({ adults, children });
  return perRoom ? LL.stay.adultsPerRoom({ adults }) : LL.stay.adults({ adults });
}
