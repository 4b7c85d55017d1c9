import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '../shared/lib/use-hydrated';

// The module's default export, which lazy() takes as it is: the fewest bytes in the first load.
const ViewedSection = lazy(() => import('../features/viewed/viewed-section'));

/**
 * «Ви переглядали» (src/features/viewed/viewed-section.tsx), loaded once the
 * page is drawn and hydrated: nothing of it is in the HTML drawn at build
 * time (the build knows nothing of what a visitor looked at) nor in the
 * first load of / (scripts/check-size-budget.mjs). The home and product
 * pages share it, through src/app/hooks.ts, so that it costs no chunk of its own.
 */
export function LaterViewedSection(props: ComponentProps<typeof ViewedSection>) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ViewedSection {...props} />
    </Suspense>
  ) : null;
}
