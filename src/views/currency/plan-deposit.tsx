import { useI18nContext } from '../../../locales/i18n-react';
import { useMoneyText } from './money';

/**
 * A plan taking a card deposit (credit_card_deposit) says before booking what share is charged at
 * booking and how much that is (the booking API's deposit, in the chosen currency when there is one).
 */
export function PlanDeposit({
  plan,
}: {
  plan: {
    depositPercentage?: number | null;
    depositAmount?: number | null;
    mcpDepositAmount?: number | null;
    currency: string;
  };
}) {
  const { LL } = useI18nContext();
  const money = useMoneyText();
  if (plan.depositPercentage == null || plan.depositAmount == null) return null;
  return (
    <p className="plan-note" data-testid="plan-deposit">
      {LL.currency.depositNote({
        percentage: plan.depositPercentage,
        amount: money(plan.depositAmount, plan.currency, plan.mcpDepositAmount),
      })}
    </p>
  );
}
