import type { GatsbyConfig } from 'gatsby';

/** No plugins: only what Gatsby itself brings. */
const config: GatsbyConfig = {
  siteMetadata: { title: 'Bare Gatsby' },
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [],
};

export default config;
