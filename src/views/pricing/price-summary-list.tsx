import { useId } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { chargeSplitOf, isPartPayment, summaryLines, type PriceSummary } from '../../../machines/pricing/price-summary';
import { ChargeSplitLines } from './charge-split';
import { formatMoney } from '../../format/money';

/**
 * SPEC.md section 3 price summary as a list of lines: the price before discounts, each discount
 * taken, then the total tax included (or subtotal, tax and total when the hotel shows prices tax
 * excluded), and the accommodation tax paid at the hotel. Used on results, guest detail, payment
 * and confirmation.
 */
export function PriceSummaryList({ summary, taxIncluded, headingLevel = 3 }: { summary: PriceSummary; taxIncluded: boolean; headingLevel?: 2 | 3 | 4 }) {
  const { LL, locale } = useI18nContext();
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const money = (amount: number) => formatMoney(amount, summary.currency, locale);
  const s = LL.pricing.summary;
  // A card deposit: what is charged now and what is left for the hotel, below the total.
  const split = chargeSplitOf(summary);
  return (
    <section className="price-summary" aria-labelledby={headingId}>
      <Heading id={headingId}>{s.heading()}</Heading>
      <dl className="summary" data-testid="price-summary">
        {summaryLines(summary, taxIncluded).map((line) =>
          line.key === 'taxIncluded' ? (
            <dd key={line.key} className="field-hint" data-line={line.key}>{s.taxIncluded({ tax: money(line.amount) })}</dd>
          ) : (
            <div key={line.key} className={line.key === 'total' ? 'summary-total' : undefined} data-line={line.key}>
              <dt>{s[line.key]()}</dt>
              <dd>{line.amount < 0 ? `−${money(-line.amount)}` : money(line.amount)}</dd>
            </div>
          ),
        )}
      </dl>
      {isPartPayment(split) && <ChargeSplitLines split={split} />}
      {summary.signInDiscount === 0 && summary.potentialSignInDiscount > 0 && (
        <p className="field-hint">{s.signInSaves({ amount: money(summary.potentialSignInDiscount) })}</p>
      )}
    </section>
  );
}
