/**
 * The contracts' schemas (and zod) for the forms and the member answers, loaded when a form is
 * first used or such a request is made (decision 041). Every caller loads them through this one
 * `import()`, so they are one chunk of their own (`contracts`). With an `import()` at each of
 * ten callers, webpack's shared-chunk rule put zod and the schemas into one chunk with the form
 * islands' own shared modules (the account fields, the document review), so the register and
 * login pages downloaded and compiled 190 kB of zod when the form hydrated, before anyone
 * touched it (decision 098).
 */
export const loadContracts = () => import(/* webpackChunkName: "contracts" */ '@site/contracts');
