// The part and compare screens' stylesheets, in the order they reach them: imported by their
// templates so the page's stylesheet holds them while the screen hydrates as an island
// (src/features/app-shell/island.tsx).
import '~/components/page-frame.module.css';
import '~/components/badge/badge.module.css';
import './parts.module.css';
import '~/components/link-filter/link-filter.module.css';
import '~/features/listing/list-feedback.module.css';
import '~/components/pager/pager.module.css';
import '~/components/notice-box/notice-box.module.css';
// The server-rendered part pages' own classes (global: the site server renders them too).
import './part-page.css';
