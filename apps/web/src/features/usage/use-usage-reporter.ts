import { type TUsageArea, USAGE_LIMITS, usageAreaOfPath } from '@cairn/domain/usage/usage.constants';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { apiBeacon } from '../../lib/api-client.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useUsageCounting } from './api/usage-counting.ts';

type TBatch = { views: Map<TUsageArea, number>; hasPresence: boolean };

/**
 * Counts the signed-in pages a person opens, by area (docs/usage.md), and sends them to this
 * instance in one small batch every 30 s and when the page is hidden: no request of its own per
 * page, nothing for a person who opted out, nothing under the flags that are off.
 */
export function useUsageReporter() {
  const { pathname } = useLocation();
  const { data: flags } = useFeatureFlags();
  const isCounting = !!flags && (flags.ProductAnalytics || flags.DataCollection);
  const { data: counting } = useUsageCounting(isCounting);
  const isOn = isCounting && counting?.isOptedOut === false;
  const isKnownOff = (!!flags && !isCounting) || counting?.isOptedOut === true;
  const batch = useRef<TBatch>({ views: new Map(), hasPresence: false });
  const countsViews = useRef(false);
  countsViews.current = !!flags?.ProductAnalytics;

  // Pages opened before the flags and the opt-out are known wait in the batch (the first page
  // counts too); they are dropped once it is known that this person is not counted.
  useEffect(() => {
    if (isKnownOff) {
      batch.current = { views: new Map(), hasPresence: false };
      return;
    }
    const area = usageAreaOfPath(pathname);
    if (!area) return;
    const { views } = batch.current;
    batch.current.hasPresence = true;
    views.set(area, Math.min((views.get(area) ?? 0) + 1, USAGE_LIMITS.maxViewsPerArea));
  }, [pathname, isKnownOff]);

  useEffect(() => {
    if (!isOn) return;
    const flush = () => {
      const { views, hasPresence } = batch.current;
      if (!hasPresence) return;
      const counted = countsViews.current ? [...views] : [];
      apiBeacon('/usage/page-views', { views: counted.map(([area, count]) => ({ area, count })) });
      batch.current = { views: new Map(), hasPresence: false };
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const timer = window.setInterval(flush, USAGE_LIMITS.reportEverySeconds * 1000);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    };
  }, [isOn]);
}
