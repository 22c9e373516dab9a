import type { Locale } from '@site/routing';

/** `msg` texts of the envelope, in every locale. */
const en = {
  ok: 'Success',
  badRequest: 'Please check your input.',
  invalidClient: 'This client is not allowed to use the service.',
  unauthorized: 'Login status expired. Please log in again.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  notFound: 'The requested resource was not found.',
  payloadTooLarge: 'The request is too large.',
  serverError: 'Something went wrong. Please try again later.',
  busy: 'The service is busy. Please try again later.',
  membersOnly: 'This is members-only content',
  notSynced: 'Currently news/company detail is not synced',
  contentUnavailable: 'The content you are looking for is currently unavailable',
  registerSent:
    'We have sent you an activation email. Please open the link in it to complete your registration. If this address already had an unfinished registration, the email is for that one and activates it with the password chosen then.',
  alreadyRegistered: 'This email address is already registered. Please log in.',
  consentRequired:
    'This email address is registered with our previous service. Please agree to the new terms and privacy policy and reset your password.',
  activated: 'Your member registration is complete. Please log in.',
  activationFailed: 'Member registration failed. Please register again.',
  loggedOut: 'You have logged out.',
  resetRequested: 'If this email address is registered, we have sent a password reset email to it.',
  resetDone: 'Your password has been reset. Please log in.',
  resetFailed: 'Password reset failed. We apologize for the inconvenience. Please request a new link.',
  consentRequested:
    'Thank you for agreeing. If this email address is registered, we have sent an email to set your password.',
  consentDone: 'Your password has been set. Please log in.',
  consentFailed:
    'Password setup failed. We apologize for the inconvenience. Please agree again to receive a new link.',
  profileUpdated: 'Your personal information has been updated.',
  passwordChanged: 'Your password has been changed. Please log in again.',
  contactSent: 'Submission successful.',
  partNotFound: 'Part not found.',
  partsQueryRequired: 'Enter a part number or keywords, or choose a category or brand.',
  partsPreview: 'Register for free to see every result and the full comparison.',
  partsNotExact: 'Not an exact match: showing the closest part numbers.',
};

export type MessageKey = keyof typeof en;

const jp: Record<MessageKey, string> = {
  ok: '成功しました',
  badRequest: '入力内容をご確認ください。',
  invalidClient: 'このクライアントからは利用できません。',
  unauthorized: 'ログイン状態の有効期限が切れました。もう一度ログインしてください。',
  rateLimited: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  notFound: 'お探しのリソースが見つかりません。',
  payloadTooLarge: 'リクエストが大きすぎます。',
  serverError: 'エラーが発生しました。しばらくしてからもう一度お試しください。',
  busy: 'ただいま混み合っています。しばらくしてからもう一度お試しください。',
  membersOnly: 'こちらは会員限定コンテンツです',
  notSynced: '現在、ニュース・企業の詳細は同期されていません',
  contentUnavailable: 'お探しのコンテンツは現在ご利用いただけません',
  registerSent:
    'アカウント有効化のメールを送信しました。メール内のリンクから登録を完了してください。このメールアドレスで完了していないご登録がある場合は、そのご登録のメールを再送信しています（有効化後のパスワードは、そのご登録時に設定したものです）。',
  alreadyRegistered: 'このメールアドレスは既に登録されています。ログインしてください。',
  consentRequired:
    'このメールアドレスは以前のサービスで登録されています。新しい利用規約とプライバシーポリシーに同意のうえ、パスワードを再設定してください。',
  activated: '会員登録が完了しました。ログインしてください。',
  activationFailed: '会員登録に失敗しました。もう一度ご登録ください。',
  loggedOut: 'ログアウトしました。',
  resetRequested: 'ご登録のメールアドレスの場合、パスワード再設定のメールを送信しました。',
  resetDone: 'パスワードを再設定しました。ログインしてください。',
  resetFailed: 'パスワードの再設定に失敗しました。申し訳ございません。もう一度リンクをお申し込みください。',
  consentRequested:
    'ご同意ありがとうございます。ご登録のメールアドレスの場合、パスワード設定のメールを送信しました。',
  consentDone: 'パスワードを設定しました。ログインしてください。',
  consentFailed:
    'パスワードの設定に失敗しました。申し訳ございません。もう一度同意のうえリンクをお受け取りください。',
  profileUpdated: '個人情報を更新しました。',
  passwordChanged: 'パスワードを変更しました。もう一度ログインしてください。',
  contactSent: '送信が完了しました。',
  partNotFound: '該当する部品が見つかりません。',
  partsQueryRequired: '型番・キーワードを入力するか、カテゴリまたはブランドを選択してください。',
  partsPreview: '無料会員登録で、すべての検索結果と比較の詳細をご覧いただけます。',
  partsNotExact: '完全一致する型番はありません。近い型番を表示しています。',
};

const zh: Record<MessageKey, string> = {
  ok: '成功',
  badRequest: '请检查输入内容。',
  invalidClient: '该客户端无权使用本服务。',
  unauthorized: '登录状态已过期，请重新登录。',
  rateLimited: '请求过于频繁，请稍后再试。',
  notFound: '未找到请求的资源。',
  payloadTooLarge: '请求内容过大。',
  serverError: '发生错误，请稍后再试。',
  busy: '服务繁忙，请稍后再试。',
  membersOnly: '此内容仅限会员查看',
  notSynced: '当前新闻/企业详情尚未同步',
  contentUnavailable: '您查找的内容目前无法访问',
  registerSent:
    '激活邮件已发送，请点击邮件中的链接完成注册。如果该邮箱地址已有尚未完成的注册，我们会重新发送该注册的激活邮件（激活后的密码为当时设置的密码）。',
  alreadyRegistered: '该电子邮箱地址已注册，请直接登录。',
  consentRequired: '该电子邮箱地址已在原服务中注册。请同意新的服务条款和隐私政策并重新设置密码。',
  activated: '会员注册已完成，请登录。',
  activationFailed: '会员注册失败，请重新注册。',
  loggedOut: '您已退出登录。',
  resetRequested: '如果该电子邮箱地址已注册，我们已向其发送密码重置邮件。',
  resetDone: '密码已重置，请登录。',
  resetFailed: '密码重置失败，非常抱歉。请重新申请链接。',
  consentRequested: '感谢您的同意。如果该电子邮箱地址已注册，我们已发送设置密码的邮件。',
  consentDone: '密码已设置，请登录。',
  consentFailed: '密码设置失败，非常抱歉。请重新同意以获取新的链接。',
  profileUpdated: '个人信息已更新。',
  passwordChanged: '密码已修改，请重新登录。',
  contactSent: '提交成功。',
  partNotFound: '未找到该元器件。',
  partsQueryRequired: '请输入型号或关键词，或选择类别或品牌。',
  partsPreview: '免费注册会员，即可查看全部结果和对比详情。',
  partsNotExact: '没有完全匹配的型号，以下为相近型号。',
};

const MESSAGES: Record<Locale, Record<MessageKey, string>> = { jp, zh, en };

export function message(locale: Locale, key: MessageKey): string {
  return MESSAGES[locale][key];
}
