// The part search screen's stylesheets, in the order it reaches them: imported by its
// template so the page's stylesheet holds them while the screen hydrates as an island
// (src/features/app-shell/island.tsx).
import '~/components/badge/badge.module.css';
import './parts.module.css';
import './search.module.css';
import '~/features/listing/list-feedback.module.css';
import '~/components/pager/pager.module.css';
import '~/components/notice-box/notice-box.module.css';
