import type { Locale } from '@site/routing';
import { INVISIBLE_CHARACTERS } from '@site/contracts';
import type { MailKind } from '../db/schema';

export interface RenderedMail {
  subject: string;
  text: string;
}

type Vars = Record<string, string>;
type Template = { subject: string; text: (v: Vars) => string };

const REGION_NAMES: Record<Locale, Record<string, string>> = {
  jp: {
    japan: '日本',
    'east-asia': '東アジア',
    australasia: 'オーストラレーシア',
    'north-america': '北米',
    others: 'その他',
  },
  zh: {
    japan: '日本',
    'east-asia': '东亚',
    australasia: '澳大拉西亚',
    'north-america': '北美',
    others: '其他',
  },
  en: {
    japan: 'Japan',
    'east-asia': 'East Asia',
    australasia: 'Australasia',
    'north-america': 'North America',
    others: 'Others',
  },
};

/** A region's name from the fixed list; anything else is not shown. */
const regionName = (locale: Locale, v: Vars) => REGION_NAMES[locale][v.region] ?? '-';

/**
 * The inquiry as it reaches support (the site's own address). Mails to an address nobody has
 * proved (the activation, the inquiry's confirmation) carry no text a visitor typed: only
 * the site's own words, a link to the site and a region from the fixed list.
 */
const inquiryBlock = (locale: Locale, v: Vars) => {
  const labels = {
    jp: ['お問い合わせ先', '会社名・団体名', 'メールアドレス', 'お問い合わせ内容'],
    zh: ['咨询对象地区', '公司或组织名称', '电子邮箱', '咨询内容'],
    en: ['Contact destination', 'Company or organization', 'Email address', 'Inquiry details'],
  }[locale];
  return [
    `${labels[0]}: ${regionName(locale, v)}`,
    `${labels[1]}: ${oneLine(v.company) || '-'}`,
    `${labels[2]}: ${oneLine(v.email)}`,
    `${labels[3]}:`,
    (v.content ?? '')
      .split(/\r\n|\r|\n/)
      .map(oneLine)
      .join('\n'),
  ].join('\n');
};

const TEMPLATES: Record<Locale, Record<MailKind, Template>> = {
  jp: {
    activation: {
      subject: '【Electronics Insight】会員登録のご確認',
      text: (v) =>
        `Electronics Insight へのご登録ありがとうございます。\n以下のリンクを開いて会員登録を完了してください（有効期限: 24時間）。\n\n${v.link}\n\nお心当たりのない場合は、このメールを破棄してください。`,
    },
    'password-reset': {
      subject: '【Electronics Insight】パスワード再設定のご案内',
      text: (v) =>
        `パスワード再設定のお申し込みを受け付けました。\n以下のリンクから新しいパスワードを設定してください（有効期限: 1時間）。\n\n${v.link}\n\nお心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。`,
    },
    'password-setup': {
      subject: '【Electronics Insight】パスワード設定のご案内',
      text: (v) =>
        `個人情報取扱事業者の変更にご同意いただき、ありがとうございます。\n以下のリンクからパスワードを設定してください（有効期限: 24時間）。\n\n${v.link}`,
    },
    'contact-support': {
      subject: '【Electronics Insight】お問い合わせを受け付けました',
      text: (v) => `ウェブサイトから新しいお問い合わせがありました。\n\n${inquiryBlock('jp', v)}`,
    },
    'contact-confirmation': {
      subject: '【Electronics Insight】お問い合わせありがとうございます',
      text: (v) =>
        `このメールアドレスで、Electronics Insight のウェブサイトからお問い合わせ（お問い合わせ先: ${regionName('jp', v)}）を受け付けました。\n担当者より2〜3営業日以内にご返信いたします。内容は返信メールでご確認ください。\n\nお心当たりのない場合は、このメールを破棄してください。`,
    },
  },
  zh: {
    activation: {
      subject: '【Electronics Insight】会员注册确认',
      text: (v) =>
        `您好：\n\n感谢您注册 Electronics Insight。\n请打开以下链接完成会员注册（24小时内有效）。\n\n${v.link}\n\n如果这不是您本人的操作，请忽略此邮件。`,
    },
    'password-reset': {
      subject: '【Electronics Insight】密码重置',
      text: (v) =>
        `我们收到了您的密码重置申请。\n请通过以下链接设置新密码（1小时内有效）。\n\n${v.link}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会被修改。`,
    },
    'password-setup': {
      subject: '【Electronics Insight】设置密码',
      text: (v) => `感谢您同意个人信息处理者的变更。\n请通过以下链接设置密码（24小时内有效）。\n\n${v.link}`,
    },
    'contact-support': {
      subject: '【Electronics Insight】收到新的咨询',
      text: (v) => `网站收到了新的咨询。\n\n${inquiryBlock('zh', v)}`,
    },
    'contact-confirmation': {
      subject: '【Electronics Insight】感谢您的咨询',
      text: (v) =>
        `我们已通过 Electronics Insight 网站收到以此邮箱地址提交的咨询（咨询对象地区：${regionName('zh', v)}）。\n负责人将在2至3个工作日内回复您，具体内容请以回复邮件为准。\n\n如果这不是您本人的操作，请忽略此邮件。`,
    },
  },
  en: {
    activation: {
      subject: '[Electronics Insight] Please confirm your registration',
      text: (v) =>
        `Hello,\n\nThank you for registering with Electronics Insight.\nPlease open the link below to complete your member registration (valid for 24 hours).\n\n${v.link}\n\nIf you did not register, please ignore this email.`,
    },
    'password-reset': {
      subject: '[Electronics Insight] Reset your password',
      text: (v) =>
        `We received a request to reset your password.\nPlease set a new password with the link below (valid for 1 hour).\n\n${v.link}\n\nIf you did not ask for this, please ignore this email; your password stays unchanged.`,
    },
    'password-setup': {
      subject: '[Electronics Insight] Set your password',
      text: (v) =>
        `Thank you for agreeing to the change of the personal-information handler.\nPlease set your password with the link below (valid for 24 hours).\n\n${v.link}`,
    },
    'contact-support': {
      subject: '[Electronics Insight] New inquiry',
      text: (v) => `A new inquiry arrived from the website.\n\n${inquiryBlock('en', v)}`,
    },
    'contact-confirmation': {
      subject: '[Electronics Insight] Thank you for your inquiry',
      text: (v) =>
        `We received an inquiry from this email address through the Electronics Insight website (contact destination: ${regionName('en', v)}).\nOur staff will reply within 2-3 business days; the reply will go into the details.\n\nIf you did not send an inquiry, please ignore this email.`,
    },
  },
};

/** A one-line value as plain text: control and invisible characters are dropped (the forms refuse them). */
function oneLine(value: string | undefined): string {
  return (value ?? '').replace(new RegExp(INVISIBLE_CHARACTERS.source, 'gu'), '');
}

export function renderMail(kind: MailKind, locale: Locale, vars: Vars): RenderedMail {
  const template = TEMPLATES[locale][kind];
  return { subject: template.subject, text: template.text(vars) };
}
