/**
 * Ways a public caller may spell `status` in a query string. Strapi's document service
 * reads drafts for anything but exactly `published`, so every one of these must be
 * refused (or answer published rows only); `status=published` and no status are the
 * only allowed forms.
 */
export const DRAFT_STATUS_SPELLINGS: readonly string[] = [
  'status=Published',
  'status=PUBLISHED',
  'status=pUbLiShEd',
  // URL-encoded letters, in the value and in the key.
  'status=%50ublished',
  'status=%50UBLISHED',
  'st%61tus=Published',
  'status=published%20',
  'status=%20published',
  'status=published%00',
  'status=published,draft',
  'status=',
  'status=draft',
  'status=Draft',
  'status=DRAFT',
  // Arrays and objects, as qs parses them.
  'status[0]=Published',
  'status[0]=published',
  'status[]=published',
  'status%5B0%5D=published',
  'status=published&status=published',
  'status=published&status=draft',
  'status[a]=published',
];

/** Spellings of `status` in GraphQL: argument literals and variables of the enum. */
export const GRAPHQL_DRAFT_STATUS: ReadonlyArray<{ argument: string; variables?: Record<string, unknown> }> =
  [
    { argument: 'status: DRAFT' },
    { argument: 'status: null' },
    { argument: 'status: $status', variables: { status: 'DRAFT' } },
    { argument: 'status: $status', variables: { status: null } },
    { argument: 'status: $status', variables: { status: 'published' } },
    { argument: 'status: $status', variables: { status: 'Published' } },
    { argument: 'status: $status', variables: { status: ['PUBLISHED'] } },
  ];
