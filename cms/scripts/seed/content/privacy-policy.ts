import type { Localized } from '../locales';

export const LEGAL_EFFECTIVE_DATE = '2024-10-10';

export const PRIVACY_POLICY: Localized<{ title: string; body: string }> = {
  ja: {
    title: 'プライバシーポリシー',
    body: `日本の電子部品商社グループの上海現地法人（以下「当社」）は、本ウェブサイト（以下「本サイト」）の利用者の個人情報を、適用される法令に従って適切に取り扱います。

## 1. 個人情報取扱事業者の変更

2024年10月10日をもって、本サイトにおける個人情報の取扱事業者は、従前の事業者から当社に変更されました。既存の会員の皆さまには、本ポリシーと利用規約に改めて個別にご同意いただいたうえで、パスワードを再設定していただきます。同意をいただくまで、会員としての個人情報は従前の目的の範囲でのみ保管します。

## 2. 取得する情報

- 会員登録時：メールアドレス、ユーザー名、会社名、パスワード（ハッシュ化して保存）
- お問い合わせ時：お問い合わせ先地域、お問い合わせ内容、メールアドレス、会社・団体名
- 閲覧時：閲覧したページのタイトルとURL、端末の種類、言語設定、Cookie の同意状況

## 3. 利用目的

- 会員サービス（会員限定ニュース、代替品検索など）の提供と本人確認
- お問い合わせへの回答（2〜3営業日以内にご回答します）
- サービスの改善とアクセス状況の統計的な把握
- 重要なお知らせ（規約の改定、メンテナンスなど）の送付

## 4. 第三者提供と委託

法令に基づく場合を除き、ご本人の同意なく個人情報を第三者に提供しません。サーバ運用やメール送信を外部に委託する場合は、委託先と秘密保持契約を締結し、適切に監督します。

## 5. 保存期間

会員の個人情報は、退会（アカウントの解約）の手続が完了するまで保存し、完了後は速やかに削除または匿名化します。お問い合わせの記録は、対応完了後も法令で定める期間に限り保存します。

## 6. ご本人の権利

ご本人は、当社が保有する個人情報の開示、訂正、削除、利用停止を請求できます。退会および権利行使のご請求は、本人確認のうえ15営業日以内に対応します。個人情報の取扱いに関するご相談には、受付から30日以内にご回答します。

## 7. 14歳未満の方の個人情報

14歳未満の方の個人情報は特別な保護の対象として取り扱います。14歳未満の方が本サイトを利用する場合は、保護者の同意を得たうえでご利用ください。保護者の同意がないことが判明した場合は、該当する情報を速やかに削除します。

## 8. Cookie について

本サイトは、言語設定とCookieの同意状況を保存するためにCookieを使用します（保存期間365日）。アクセス解析用のCookieは、バナーで同意された場合にのみ使用します。

## 9. 安全管理措置

通信の暗号化、パスワードのハッシュ化、アクセス権限の管理、従業員への教育などにより、個人情報の漏えい、滅失、毀損を防止します。

## 10. お問い合わせ窓口

本ポリシーに関するお問い合わせは、本サイトのお問い合わせフォームからご連絡ください。

## 11. 改定

本ポリシーは必要に応じて改定します。重要な変更がある場合は、本サイトのお知らせでご案内します。`,
  },
  zh: {
    title: '隐私政策',
    body: `日本电子元器件贸易集团的上海子公司（以下简称"本公司"）依照适用法律法规，妥善处理本网站（以下简称"本网站"）用户的个人信息。

## 1. 个人信息处理者的变更

自2024年10月10日起，本网站的个人信息处理者由原运营方变更为本公司。现有会员需另行同意本政策及用户协议，并重新设置密码。在取得同意之前，会员个人信息仅在原目的范围内保存。

## 2. 收集的信息

- 会员注册时：电子邮箱、用户名、公司名称、密码（以哈希形式保存）
- 咨询时：咨询地区、咨询内容、电子邮箱、公司或组织名称
- 浏览时：所浏览页面的标题和网址、设备类型、语言设置、Cookie同意状态

## 3. 使用目的

- 提供会员服务（会员专享新闻、替代料搜索等）及身份确认
- 答复咨询（我们将在2至3个工作日内答复）
- 改进服务并统计访问情况
- 发送重要通知（协议修订、系统维护等）

## 4. 向第三方提供及委托处理

除法律法规另有规定外，未经本人同意，本公司不会向第三方提供个人信息。如将服务器运维或邮件发送委托给外部机构，本公司将与其签订保密协议并进行适当监督。

## 5. 保存期限

会员个人信息保存至注销（账户注销）手续完成为止，完成后将及时删除或匿名化处理。咨询记录在处理完毕后，仅在法律规定的期限内保存。

## 6. 个人权利

您有权要求查阅、更正、删除本公司持有的个人信息或停止处理。注销申请及权利行使请求将在核实身份后15个工作日内处理。关于个人信息处理的咨询，我们将在受理之日起30日内答复。

## 7. 未满14周岁未成年人的个人信息

未满14周岁未成年人的个人信息属于敏感个人信息，本公司予以特别保护。未满14周岁的未成年人使用本网站前，须取得监护人同意。如发现未取得监护人同意，本公司将及时删除相关信息。

## 8. 关于Cookie

本网站使用Cookie保存语言设置和Cookie同意状态（保存期限365天）。仅在您通过横幅同意后，才会使用访问分析用Cookie。

## 9. 安全保护措施

本公司通过通信加密、密码哈希、访问权限管理和员工培训等措施，防止个人信息泄露、丢失或损毁。

## 10. 联系方式

如对本政策有任何疑问，请通过本网站的咨询表单与我们联系。

## 11. 修订

本公司将根据需要修订本政策。如有重大变更，将通过本网站公告进行通知。`,
  },
  en: {
    title: 'Privacy Policy',
    body: `The Shanghai subsidiary of a Japanese electronics trading group ("we", "us") handles the personal information of users of this website (the "Site") properly and in accordance with applicable law.

## 1. Change of the personal-information handler

As of 10 October 2024, the handler of personal information on the Site changed from the previous operator to us. Existing members are asked to agree separately to this policy and to the terms of use and then to set a new password. Until they agree, their member data is kept only for the purposes it was originally collected for.

## 2. Information we collect

- At registration: email address, user name, company name and password (stored as a hash)
- With an enquiry: region, content of the enquiry, email address, company or organisation name
- While you browse: title and URL of the pages you visit, device type, language setting and your cookie consent

## 3. Why we use it

- To provide member services (members-only news, substitute search) and to verify your identity
- To answer your enquiries (we reply within 2 to 3 business days)
- To improve the Site and measure its use statistically
- To send important notices (changes to the terms, maintenance)

## 4. Sharing and processors

We do not give personal information to third parties without your consent, except where the law requires it. Where we entrust server operation or email delivery to a processor, we bind it by a confidentiality agreement and supervise it.

## 5. How long we keep it

Member data is kept until your membership is cancelled and then deleted or anonymised without delay. Records of enquiries are kept after they are closed only for the period the law requires.

## 6. Your rights

You may ask us to disclose, correct or delete the personal information we hold about you, or to stop using it. Cancellation of membership and requests to exercise these rights are handled within 15 business days after we have verified your identity. Consultations about how we handle personal information are answered within 30 days of receipt.

## 7. Children under 14

Personal information of children under 14 receives special protection. Children under 14 may use the Site only with the consent of a parent or guardian. If we learn that such consent is missing, we delete the information promptly.

## 8. Cookies

The Site uses cookies to remember your language and your cookie consent (kept for 365 days). Analytics cookies are used only if you accept them in the banner.

## 9. Security

Encrypted connections, hashed passwords, access control and staff training protect personal information against leaks, loss and damage.

## 10. Contact

For questions about this policy, please use the contact form on the Site.

## 11. Changes

We revise this policy when needed and announce important changes in the notices on the Site.`,
  },
};
