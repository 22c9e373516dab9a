/** Rich text as the site build renders it: the rules shared with the website API (packages/cms-content). */
export { absoluteUrl, richTextToHtml } from '../../../packages/cms-content/src/rich-text';
