// Before Sveltia: it reads its language as its module runs.
import './ukrainian.ts';
import './phone-fixes.css';
import { refuseSave } from './field-checks.ts';
import CMS from '@sveltia/cms';
import { mountBuildStatus } from './build-status.ts';
import { guardUnsavedEdits } from './leave-guard.ts';
import { showSitePricesInLists } from './list-prices.ts';

// The owner's admin (builder/admin/admin-plugin.ts); config.yml lies beside this page.
// The panel of the last deploy first: Sveltia mounts below it (admin/build-status.ts).
mountBuildStatus();
guardUnsavedEdits();
showSitePricesInLists();
CMS.registerEventListener({ name: 'preSave', handler: refuseSave });
CMS.init();
