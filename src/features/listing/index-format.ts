// The list index format lives in @site/cms-content, which the build step that writes the index
// shares; this path stays only for the list screen that still imports it.
export type { ListItem } from '@site/cms-content/src/list-index';
