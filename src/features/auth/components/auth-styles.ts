// The account forms' stylesheets, in the order their screens reach them. Their templates
// import this file so the page's stylesheet holds the styles while the form itself
// hydrates as an island (src/features/app-shell/island.tsx).
import '~/components/form/form.module.css';
import './auth.module.css';
