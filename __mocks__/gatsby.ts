// Gatsby's unit-testing guide: components are tested without Gatsby's runtime, so Link
// becomes a plain anchor and navigate a mock the tests can inspect.
import React from 'react';

const gatsby = jest.requireActual('gatsby');

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

function Link({
  to,
  activeClassName: _a,
  activeStyle: _s,
  partiallyActive: _p,
  replace: _r,
  state: _st,
  ...rest
}: LinkProps) {
  return React.createElement('a', { ...rest, href: to });
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(Link),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
};
