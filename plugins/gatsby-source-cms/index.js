// Gatsby reads gatsby-node.ts; a local plugin only needs a resolvable entry.
