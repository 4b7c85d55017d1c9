// Before Sveltia: it reads its language as its module runs.
import './ukrainian.ts';
import './price-readback.ts';
import CMS from '@sveltia/cms';

// The owner's admin (builder/admin/admin-plugin.ts); config.yml lies beside this page.
CMS.init();
