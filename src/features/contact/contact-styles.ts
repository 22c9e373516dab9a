// The contact screen's stylesheets, in the order it reaches them: imported by its template so
// the page's stylesheet holds them while the form hydrates as an island
// (src/features/app-shell/island.tsx).
import '~/components/form/form.module.css';
import './contact.module.css';
