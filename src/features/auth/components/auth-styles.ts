// The account forms' stylesheets, in the order their screens reach them. Their templates
// import this file so Gatsby inlines the styles with the page while the form itself
// hydrates as an island (src/features/app-shell/island.tsx).
import '~/components/form/form.module.css';
import './auth.module.css';
