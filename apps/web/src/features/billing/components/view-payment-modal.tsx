import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { BillingTab } from './billing-tab.tsx';

/**
 * `/view-payment` (000 §2.1, 001 §2 "payment page"): the organisation's payments over the page it
 * was opened from (a link in a mail or a banner): plan and status, cards, account, invoices; the
 * same view as the Billing tab, so there is one of each.
 */
export function ViewPaymentModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PopupPanel title={t('billing.viewPayment.title')} onClose={onClose} size="xl">
      <BillingTab />
    </PopupPanel>
  );
}
