import { useId, type ReactNode } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import {
  chargeSplitOf,
  isPartPayment,
  summaryLines,
  type PriceSummary,
  type SummaryLine,
} from '../../../machines/pricing/price-summary';
import { ChargeSplitLines } from './charge-split';
import { formatMoney } from '../../format/money';

/**
 * SPEC.md section 3 price summary as a list of lines: the price before discounts, each discount
 * taken, then the total tax included (or subtotal, tax and total when the hotel shows prices tax
 * excluded), and the accommodation tax paid at the hotel. Used on results, guest detail, payment
 * and confirmation. For a cancelled reservation (`stayApplies` false) nothing is left to pay at the
 * hotel: neither the accommodation tax nor the rest of a deposit.
 */
export function PriceSummaryList({
  summary,
  taxIncluded,
  headingLevel = 3,
  stayApplies = true,
  offerSignIn = true,
}: {
  summary: PriceSummary;
  taxIncluded: boolean;
  /** Null: no heading of its own, where the section around the list names it. */
  headingLevel?: 2 | 3 | 4 | null;
  stayApplies?: boolean;
  /** Whether to say what signing in would save (not once the stay is booked). */
  offerSignIn?: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const headingId = useId();
  const money = (amount: number) => formatMoney(amount, summary.currency, locale);
  const s = LL.pricing.summary;
  // A card deposit: what is charged now and what is left for the hotel, below the total.
  const split = chargeSplitOf(summary);
  return (
    <PriceSummaryFrame headingLevel={headingLevel} headingId={headingId} heading={s.heading()}>
      {/* Only name-value groups in the list (a div of one dt and its dd): "tax included" is a second dd of the total. */}
      <dl className="summary" data-testid="price-summary">
        {summaryGroups(summaryLines(summary, taxIncluded, { stayApplies })).map(({ line, taxIncluded: tax }) => (
          <div key={line.key} className={line.key === 'total' ? 'summary-total' : undefined} data-line={line.key}>
            <dt>{s[line.key]()}</dt>
            <dd>{line.amount < 0 ? `−${money(-line.amount)}` : money(line.amount)}</dd>
            {tax && (
              <dd className="field-hint" data-line={tax.key}>
                {s.taxIncluded({ tax: money(tax.amount) })}
              </dd>
            )}
          </div>
        ))}
      </dl>
      {stayApplies && isPartPayment(split) && <ChargeSplitLines split={split} />}
      {offerSignIn && summary.signInDiscount === 0 && summary.potentialSignInDiscount > 0 && (
        <p className="field-hint">{s.signInSaves({ amount: money(summary.potentialSignInDiscount) })}</p>
      )}
    </PriceSummaryFrame>
  );
}

/** The summary as a section under its own heading, or as a plain block inside a section that names it. */
function PriceSummaryFrame({
  headingLevel,
  headingId,
  heading,
  children,
}: {
  headingLevel: 2 | 3 | 4 | null;
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  if (headingLevel === null) return <div className="price-summary">{children}</div>;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="price-summary" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {children}
    </section>
  );
}

type NamedLine = SummaryLine & { key: Exclude<SummaryLine['key'], 'taxIncluded'> };

/** The summary's lines as name-value groups: the "tax included" line joins the line before it (the total). */
function summaryGroups(lines: SummaryLine[]): { line: NamedLine; taxIncluded: SummaryLine | null }[] {
  const groups: { line: NamedLine; taxIncluded: SummaryLine | null }[] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (line.key === 'taxIncluded') {
      if (last) last.taxIncluded = line;
    } else groups.push({ line: line as NamedLine, taxIncluded: null });
  }
  return groups;
}
