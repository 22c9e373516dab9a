// Stands in for Gatsby's Partytown plugin's gatsby-browser in production: it runs only in
// `gatsby develop` (no-partytown.ts).
export {};
