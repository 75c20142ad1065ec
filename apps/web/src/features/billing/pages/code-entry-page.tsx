import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { notifyErrorText, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { keepDiscountCode } from '../kept-code.ts';

/**
 * `/discount/{discountCode}`, `/referral/{referralCode}` and `/welcome/beta/user/{discountCode?}`
 * (000 §2.1): the code is kept for checkout (kept-code.ts) and the person goes on, signed in to
 * home, signed out to registration. Said once, as a notification, so the page never sits empty.
 */
export function CodeEntryPage() {
  const { discountCode, referralCode } = useParams();
  const { data: session, isPending } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const code = discountCode ?? referralCode;
  const isSignedIn = Boolean(session);

  useEffect(() => {
    if (isPending) return;
    if (code !== undefined) {
      if (keepDiscountCode(code)) notifySuccess(t('billing.code.kept', { code }));
      else notifyErrorText(t('billing.code.notUsable'));
    }
    void navigate(isSignedIn ? '/' : '/register', { replace: true });
  }, [code, isPending, isSignedIn, navigate, t]);

  return <LoadingView label={t('billing.code.opening')} />;
}
