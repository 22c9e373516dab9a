export { richTextToHtml, absoluteUrl } from './rich-text';
export { MEMBER_BODY_TYPES, memberBodyFields, type MemberBodyType } from './content-types';
